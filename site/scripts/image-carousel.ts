/**
 * The image carousels of a page Astro builds, in plain DOM code. The carousel is static HTML
 * from app/components/sections/company/image-carousel.tsx, whose looks follow its attributes;
 * this sets them:
 *
 * - previous, next and the dots change the slide (the last wraps to the first), and ← → do so
 *   while focus is on the controls;
 * - while it plays (`data-playing`), the next slide comes `data-interval` ms after the last
 *   change, a manual one included; the toggle pauses and resumes;
 * - a visitor who prefers reduced motion finds it paused, also when the preference changes;
 * - the hidden slides are inert and `aria-hidden`, and the slide box is a polite live region
 *   only while paused.
 *
 * It reads everything from the DOM and imports nothing, so Astro writes it into the page. A
 * carousel inside an island is React's to run. Once it has taken a carousel over, it marks it
 * with `data-hydrated`.
 */

/** Sets up every carousel in `root` that no island renders. */
export function installCarousels(root: Document = document): void {
  const view = root.defaultView;
  for (const carousel of root.querySelectorAll<HTMLElement>("[data-carousel]")) {
    if (!carousel.closest("astro-island") && view) installCarousel(carousel, view);
  }
}

function installCarousel(carousel: HTMLElement, view: Window): void {
  const slides = [...carousel.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')];
  const dots = [...carousel.querySelectorAll<HTMLButtonElement>("[data-carousel-dot]")];
  const toggle = carousel.querySelector<HTMLButtonElement>("[data-carousel-toggle]");
  const liveRegion = slides[0]?.parentElement;
  const interval = Number(carousel.dataset.interval);
  const count = slides.length;
  let index = Math.max(
    0,
    slides.findIndex((slide) => !slide.hasAttribute("aria-hidden")),
  );
  let timer: number | undefined;

  const playing = () => carousel.hasAttribute("data-playing");

  // A timeout per slide: any change of slide or of playing starts the wait again.
  const schedule = () => {
    view.clearTimeout(timer);
    if (playing() && count > 1) timer = view.setTimeout(() => go(index + 1), interval);
  };

  const go = (next: number) => {
    const target = ((next % count) + count) % count;
    if (target === index) return;
    index = target;
    slides.forEach((slide, slideIndex) => {
      const active = slideIndex === index;
      slide.toggleAttribute("inert", !active);
      if (active) slide.removeAttribute("aria-hidden");
      else slide.setAttribute("aria-hidden", "true");
    });
    dots.forEach((dot, dotIndex) => {
      if (dotIndex === index) dot.setAttribute("aria-current", "true");
      else dot.removeAttribute("aria-current");
    });
    schedule();
  };

  const setPlaying = (on: boolean) => {
    if (on === playing()) return;
    carousel.toggleAttribute("data-playing", on);
    liveRegion?.setAttribute("aria-live", on ? "off" : "polite");
    const label = on ? toggle?.dataset.labelPause : toggle?.dataset.labelPlay;
    if (label) toggle?.setAttribute("aria-label", label);
    schedule();
  };

  toggle?.addEventListener("click", () => setPlaying(!playing()));
  dots.forEach((dot, dotIndex) => {
    dot.addEventListener("click", () => go(dotIndex));
  });
  for (const button of carousel.querySelectorAll<HTMLButtonElement>("[data-carousel-step]")) {
    button.addEventListener("click", () => go(index + Number(button.dataset.carouselStep)));
  }
  carousel.querySelector("[data-carousel-controls]")?.addEventListener("keydown", (event) => {
    const key = (event as KeyboardEvent).key;
    if (key === "ArrowRight") go(index + 1);
    else if (key === "ArrowLeft") go(index - 1);
    else return;
    event.preventDefault();
  });

  const reducedMotion = view.matchMedia("(prefers-reduced-motion: reduce)");
  reducedMotion.addEventListener("change", () => {
    if (reducedMotion.matches) setPlaying(false);
  });
  if (reducedMotion.matches) setPlaying(false);
  schedule();
  carousel.dataset.hydrated = "true";
}
