import { ChevronLeftIcon, ChevronRightIcon, QuoteIcon } from "lucide-react";
import { SampleNotice } from "~/components/ui/sample-notice";
import type { HomeContent } from "~/content/home";
import { cn } from "~/lib/cn";
import { Section, SectionHeading } from "../section";
import { headingGapClass, homeHeadingClass, homeSectionClass } from "./card-row";
import { CarouselDots, carouselSlideClass, carouselSlideProps } from "./carousel-dots";

type TestimonialsContent = HomeContent["testimonials"];

const arrowClass =
  "inline-flex size-11 items-center justify-center rounded-full border bg-card text-foreground shadow-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

const avatarClass = "size-12 shrink-0 rounded-full";

/**
 * Four customer quotes, drawn in their first state; the page's script (site/scripts/home-carousels.ts)
 * advances them until a visitor uses the arrows or dots, and puts each slide's avatar from the
 * Clients bucket in place of its loading mark (site/scripts/storage-listings.ts), cycled by
 * index, or its initials when there is none or it fails to load.
 */
export function TestimonialsCarousel({ content }: { content: TestimonialsContent }) {
  const { items, text, settings } = content;
  return (
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
        data-carousel=""
        data-interval-ms={settings.intervalMs}
        data-autoplay="true"
        data-select-stops=""
        data-avatars="Clients"
        data-avatar-limit={settings.avatarListLimit}
        data-avatar-error={text.avatarErrorMessage}
      >
        <div className="grid" aria-live="off" data-carousel-track="">
          {items.map((item, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern names each slide as a group
            <div
              key={item.id}
              role="group"
              {...carouselSlideProps(index, items.length)}
              className={cn(
                "col-start-1 row-start-1 flex flex-col rounded-2xl border bg-card p-5 shadow-sm transition-opacity duration-500 motion-reduce:transition-none sm:p-8",
                carouselSlideClass,
              )}
            >
              <figure className="flex h-full flex-col">
                <QuoteIcon className="size-6 text-primary/30 sm:size-7" aria-hidden="true" />
                <blockquote className="mt-3 flex-1 text-base/7 sm:text-lg/8">
                  <p>{item.quote}</p>
                </blockquote>
                <figcaption className="mt-5 flex items-center gap-3 sm:gap-4">
                  <span
                    aria-hidden="true"
                    data-avatar="loading"
                    data-initials={item.initials}
                    className={cn(avatarClass, "bg-border motion-safe:animate-pulse")}
                  />
                  <span>
                    <span className="block font-semibold">{item.name}</span>
                    <span className="block text-sm text-muted-foreground">
                      {item.title}, {item.company}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </div>
          ))}
        </div>
        {/* What replaces a slide's loading mark: its image, or its initials. */}
        <template data-avatar-template="image">
          <img
            alt=""
            width={48}
            height={48}
            loading="lazy"
            decoding="async"
            data-avatar="image"
            className={cn(avatarClass, "bg-muted object-cover")}
          />
        </template>
        <template data-avatar-template="initials">
          <span
            aria-hidden="true"
            data-avatar="initials"
            className={cn(
              avatarClass,
              "inline-flex items-center justify-center bg-primary text-lg font-bold text-white",
            )}
          />
        </template>
        <div className="mt-4 flex items-center justify-center gap-4 sm:mt-5">
          <button type="button" aria-label={text.previous} className={arrowClass} data-carousel-step="-1">
            <ChevronLeftIcon className="size-5" aria-hidden="true" />
          </button>
          <CarouselDots
            count={items.length}
            index={0}
            labelTemplate={text.dotLabel}
            names={items.map((item) => item.name)}
          />
          <button type="button" aria-label={text.next} className={arrowClass} data-carousel-step="1">
            <ChevronRightIcon className="size-5" aria-hidden="true" />
          </button>
        </div>
        <SampleNotice text={text.sampleNotice} className="mt-3 text-center" />
      </section>
    </Section>
  );
}
