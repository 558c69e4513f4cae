import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from "lucide-react";
import * as React from "react";
import type { ImageAsset } from "~/content/company-shapes";
import { cn } from "~/lib/cn";
import { usePrefersReducedMotion } from "~/lib/use-in-view";

/** Industry carousels advance every 4000 ms while auto-play is on (SPEC section 9). */
export const CAROUSEL_INTERVAL_MS = 4000;

const toggleLabels = { play: "Start automatic slide show", pause: "Pause automatic slide show" } as const;

/**
 * An image carousel with previous/next buttons, dots and an auto-play toggle. Slides are stacked
 * in a box of fixed aspect ratio, so changing slide never moves the page; hidden slides are inert
 * and hidden from assistive technology. Reduced-motion visitors start paused.
 *
 * Every state is an attribute that its looks follow (the current slide lacks `aria-hidden`, its
 * dot has `aria-current`, `data-playing` while it plays), so on the pages Astro builds, where the
 * carousel is static HTML, site/scripts/image-carousel.ts runs it with the same behaviour.
 */
export function ImageCarousel({
  images,
  label,
  autoPlay: autoPlayInitially,
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
  const [index, setIndex] = React.useState(0);
  const [playing, setPlaying] = React.useState(autoPlayInitially);
  const reducedMotion = usePrefersReducedMotion();
  // Marks the carousel as interactive once hydrated; browser tests wait for it.
  const [hydrated, setHydrated] = React.useState(false);
  React.useEffect(() => setHydrated(true), []);

  React.useEffect(() => {
    if (reducedMotion) setPlaying(false);
  }, [reducedMotion]);

  // A timeout per slide (rather than an interval) restarts the wait after a manual change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `index` restarts the wait on every slide change
  React.useEffect(() => {
    if (!playing || count < 2) return;
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [playing, index, count]);

  const go = (next: number) => setIndex(((next % count) + count) % count);
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "ArrowRight") go(index + 1);
    else if (event.key === "ArrowLeft") go(index - 1);
    else return;
    event.preventDefault();
  };

  const controlClass =
    "inline-flex size-10 items-center justify-center rounded-full border border-input bg-background text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      data-carousel=""
      data-interval={CAROUSEL_INTERVAL_MS}
      data-playing={playing ? "" : undefined}
      data-hydrated={hydrated || undefined}
      className={cn("group/carousel w-full", className)}
    >
      <div
        className="relative aspect-[8/5] overflow-hidden rounded-2xl border bg-muted"
        aria-live={playing ? "off" : "polite"}
      >
        {images.map((image, slide) => {
          const active = slide === index;
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
        // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys are a shortcut; every control is also a button
        <div
          className="mt-4 flex items-center justify-between gap-3"
          onKeyDown={onKeyDown}
          data-carousel-controls=""
        >
          <button
            type="button"
            className={controlClass}
            onClick={() => setPlaying((value) => !value)}
            aria-label={playing ? toggleLabels.pause : toggleLabels.play}
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
                onClick={() => go(slide)}
                aria-label={`Show slide ${slide + 1} of ${count}: ${image.title}`}
                aria-current={slide === index ? "true" : undefined}
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
              onClick={() => go(index - 1)}
              aria-label="Previous slide"
              data-carousel-step="-1"
            >
              <ChevronLeftIcon className="size-4" aria-hidden="true" />
            </button>
            <button
              type="button"
              className={controlClass}
              onClick={() => go(index + 1)}
              aria-label="Next slide"
              data-carousel-step="1"
            >
              <ChevronRightIcon className="size-4" aria-hidden="true" />
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
