import { ChevronLeftIcon, ChevronRightIcon, QuoteIcon } from "lucide-react";
import * as React from "react";
import { SampleNotice } from "~/components/ui/sample-notice";
import type { HomeContent } from "~/content/home";
import type { Testimonial } from "~/content/testimonials";
import { type StorageListing, useStorageListing } from "~/features/storage/use-storage-listing";
import { cn } from "~/lib/cn";
import { Section, SectionHeading } from "../section";
import { headingGapClass, homeHeadingClass, homeSectionClass } from "./card-row";
import { CarouselDots } from "./carousel-dots";
import { useCarousel } from "./use-carousel";

type TestimonialsContent = HomeContent["testimonials"];

const arrowClass =
  "inline-flex size-11 items-center justify-center rounded-full border bg-card text-foreground shadow-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

/** Four customer quotes; auto-advances until a visitor uses the arrows or dots. */
export function TestimonialsCarousel({ content }: { content: TestimonialsContent }) {
  const { items, text, settings } = content;
  const state = useCarousel(items.length, settings.intervalMs);
  const avatars = useStorageListing("Clients", {
    limit: settings.avatarListLimit,
    errorMessage: text.avatarErrorMessage,
  });
  return (
    // Eager: the timer and the avatar listing update this band from the start.
    <Section tone="muted" aria-labelledby="testimonials-title" className={homeSectionClass}>
      <SectionHeading
        id="testimonials-title"
        eyebrow={text.eyebrow}
        title={text.title}
        description={text.description}
        className={homeHeadingClass}
      />
      <section
        aria-roledescription="carousel"
        aria-label={text.regionLabel}
        className={cn(headingGapClass, "mx-auto max-w-3xl")}
        data-testid="testimonials-carousel"
        data-autoplay={state.autoplay}
        {...state.pauseHandlers}
      >
        <div className="grid" aria-live={state.autoplay ? "off" : "polite"}>
          {items.map((item, index) => {
            const active = index === state.index;
            return (
              // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern names each slide as a group
              <div
                key={item.id}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} / ${items.length}`}
                aria-hidden={active ? undefined : true}
                inert={!active}
                data-active={active}
                className={cn(
                  "col-start-1 row-start-1 flex flex-col rounded-2xl border bg-card p-5 shadow-sm transition-opacity duration-500 motion-reduce:transition-none sm:p-8",
                  active ? "opacity-100" : "pointer-events-none opacity-0",
                )}
              >
                <figure className="flex h-full flex-col">
                  <QuoteIcon className="size-6 text-primary/30 sm:size-7" aria-hidden="true" />
                  <blockquote className="mt-3 flex-1 text-base/7 sm:text-lg/8">
                    <p>{item.quote}</p>
                  </blockquote>
                  <figcaption className="mt-5 flex items-center gap-3 sm:gap-4">
                    <Avatar testimonial={item} index={index} listing={avatars} />
                    <span>
                      <span className="block font-semibold">{item.name}</span>
                      <span className="block text-sm text-muted-foreground">
                        {item.title}, {item.company}
                      </span>
                    </span>
                  </figcaption>
                </figure>
              </div>
            );
          })}
        </div>
        <div className="mt-4 flex items-center justify-center gap-4 sm:mt-5">
          <button
            type="button"
            aria-label={text.previous}
            className={arrowClass}
            onClick={() => state.previous({ stop: true })}
          >
            <ChevronLeftIcon className="size-5" aria-hidden="true" />
          </button>
          <CarouselDots
            count={items.length}
            index={state.index}
            labelTemplate={text.dotLabel}
            names={items.map((item) => item.name)}
            onSelect={(index) => state.goTo(index, { stop: true })}
          />
          <button
            type="button"
            aria-label={text.next}
            className={arrowClass}
            onClick={() => state.next({ stop: true })}
          >
            <ChevronRightIcon className="size-5" aria-hidden="true" />
          </button>
        </div>
        <SampleNotice text={text.sampleNotice} className="mt-3 text-center" />
      </section>
    </Section>
  );
}

/** The Clients bucket image for this slide (cycled by index), or initials when there is none. */
function Avatar({
  testimonial,
  index,
  listing,
}: {
  testimonial: Testimonial;
  index: number;
  listing: StorageListing;
}) {
  const [failed, setFailed] = React.useState(false);
  const box = "size-12 shrink-0 rounded-full";
  if (listing.status === "loading") {
    return (
      <span
        aria-hidden="true"
        data-avatar="loading"
        className={cn(box, "bg-border motion-safe:animate-pulse")}
      />
    );
  }
  const file = listing.files.length > 0 ? listing.files[index % listing.files.length] : undefined;
  if (!file || failed) {
    return (
      <span
        aria-hidden="true"
        data-avatar="initials"
        className={cn(box, "inline-flex items-center justify-center bg-primary text-lg font-bold text-white")}
      >
        {testimonial.initials}
      </span>
    );
  }
  return (
    <img
      src={file.url}
      alt=""
      width={48}
      height={48}
      loading="lazy"
      decoding="async"
      data-avatar="image"
      onError={() => setFailed(true)}
      className={cn(box, "bg-muted object-cover")}
    />
  );
}
