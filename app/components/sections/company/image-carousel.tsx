import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from "lucide-react";
import type { ImageAsset } from "~/content/company-shapes";
import { cn } from "~/lib/cn";

/** Industry carousels advance every 4000 ms while auto-play is on (SPEC section 9). */
export const CAROUSEL_INTERVAL_MS = 4000;

const toggleLabels = { play: "Start automatic slide show", pause: "Pause automatic slide show" } as const;

/**
 * An image carousel with previous/next buttons, dots and an auto-play toggle. Slides are stacked
 * in a box of fixed aspect ratio, so changing slide never moves the page; hidden slides are inert
 * and hidden from assistive technology. Reduced-motion visitors start paused.
 *
 * It is static HTML showing the first slide: every state is an attribute that its looks follow
 * (the current slide lacks `aria-hidden`, its dot has `aria-current`, `data-playing` while it
 * plays), and site/scripts/image-carousel.ts runs it, marking it `data-hydrated` once it has.
 */
export function ImageCarousel({
  images,
  label,
  autoPlay,
  eager = false,
  className,
}: {
  images: readonly ImageAsset[];
  /** Accessible name of the carousel, e.g. "Startup hiring highlights". */
  label: string;
  /** Whether auto-play starts on. */
  autoPlay: boolean;
  /** Load the first image eagerly (above the fold). */
  eager?: boolean;
  className?: string;
}) {
  const count = images.length;
  const controlClass =
    "inline-flex size-10 items-center justify-center rounded-full border border-input bg-background text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      data-carousel=""
      data-interval={CAROUSEL_INTERVAL_MS}
      data-playing={autoPlay ? "" : undefined}
      className={cn("group/carousel w-full", className)}
    >
      <div
        className="relative aspect-[8/5] overflow-hidden rounded-2xl border bg-muted"
        aria-live={autoPlay ? "off" : "polite"}
      >
        {images.map((image, slide) => {
          const active = slide === 0;
          return (
            // biome-ignore lint/a11y/useSemanticElements: the carousel pattern names each slide as a group with a "slide" role description
            <div
              key={image.src}
              role="group"
              aria-roledescription="slide"
              aria-label={`${slide + 1} of ${count}: ${image.title}`}
              aria-hidden={active ? undefined : true}
              inert={!active}
              className="absolute inset-0 opacity-100 transition-opacity duration-500 motion-reduce:transition-none aria-hidden:opacity-0"
            >
              <img
                src={image.src}
                alt={image.alt}
                width={image.width}
                height={image.height}
                loading={eager && slide === 0 ? "eager" : "lazy"}
                decoding="async"
                className="size-full object-cover"
              />
              <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-navy-900/90 via-navy-900/70 to-transparent px-4 pt-10 pb-4 text-white sm:px-6">
                <span className="block font-semibold">{image.title}</span>
                <span className="mt-1 block text-sm text-white/85">{image.description}</span>
              </div>
            </div>
          );
        })}
      </div>
      {count > 1 ? (
        <div className="mt-4 flex items-center justify-between gap-3" data-carousel-controls="">
          <button
            type="button"
            className={controlClass}
            aria-label={autoPlay ? toggleLabels.pause : toggleLabels.play}
            data-carousel-toggle=""
            data-label-play={toggleLabels.play}
            data-label-pause={toggleLabels.pause}
          >
            {/* Both icons are in the page; `data-playing` shows one. */}
            <PauseIcon className="hidden size-4 group-data-playing/carousel:block" aria-hidden="true" />
            <PlayIcon className="size-4 group-data-playing/carousel:hidden" aria-hidden="true" />
          </button>
          <div className="flex items-center gap-1">
            {images.map((image, slide) => (
              <button
                key={image.src}
                type="button"
                aria-label={`Show slide ${slide + 1} of ${count}: ${image.title}`}
                aria-current={slide === 0 ? "true" : undefined}
                data-carousel-dot=""
                className="group inline-flex size-8 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
              >
                <span
                  aria-hidden="true"
                  className="block h-2.5 w-2.5 rounded-full bg-input transition-all group-hover:bg-muted-foreground group-aria-[current=true]:w-6 group-aria-[current=true]:bg-primary motion-reduce:transition-none"
                />
              </button>
            ))}
          </div>
          <div className="flex gap-2">
            <button
              type="button"
              className={controlClass}
              aria-label="Previous slide"
              data-carousel-step="-1"
            >
              <ChevronLeftIcon className="size-4" aria-hidden="true" />
            </button>
            <button type="button" className={controlClass} aria-label="Next slide" data-carousel-step="1">
              <ChevronRightIcon className="size-4" aria-hidden="true" />
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
