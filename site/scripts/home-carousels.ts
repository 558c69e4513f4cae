/**
 * The carousels of a page Astro builds, in plain DOM code: the home page's sections render them
 * as static HTML in their first state (app/components/sections/home/home-hero.tsx,
 * testimonials-carousel.tsx), each state an attribute, and this runs them.
 *
 * A carousel (`[data-carousel]`) advances every `data-interval-ms`, the timer starting afresh
 * after every change, manual ones included, and it never runs for visitors who prefer reduced
 * motion. The pointer or focus inside holds it. Its dots jump to a slide and, where
 * `data-select-stops` is set, stop the rotation, as its arrows (`data-carousel-step`) do; its
 * Pause/Play button (`data-carousel-toggle`, WCAG 2.2.2) stops it or starts it again, also under
 * reduced motion. `data-autoplay` tells whether it still advances on its own (the button shows
 * the matching face); while it does not, the slides are announced (`aria-live="polite"`).
 *
 * The "Previously at" scrollers (`[data-scroller]`) move `data-step-px` per step, with
 * `data-visible` marks in view.
 */

const reducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)");

/** Sets up every carousel and scroller found in `root`. */
export function installCarousels(root: ParentNode = document): void {
  for (const carousel of root.querySelectorAll<HTMLElement>("[data-carousel]")) installCarousel(carousel);
  for (const scroller of root.querySelectorAll<HTMLElement>("[data-scroller]")) installScroller(scroller);
}

function installCarousel(carousel: HTMLElement): void {
  const track = carousel.querySelector<HTMLElement>("[data-carousel-track]");
  const slides = [...(track?.querySelectorAll<HTMLElement>(":scope > [data-carousel-slide]") ?? [])];
  const dots = [...carousel.querySelectorAll<HTMLButtonElement>("[data-carousel-dot]")];
  const count = slides.length;
  const intervalMs = Number(carousel.dataset.intervalMs);
  const selectStops = carousel.hasAttribute("data-select-stops");
  const motion = reducedMotion();
  let index = Math.max(
    0,
    slides.findIndex((slide) => slide.dataset.active === "true"),
  );
  // "auto" until the visitor stops it (an arrow, a dot where that stops it, Pause) or presses Play.
  let mode: "auto" | "stopped" | "playing" = "auto";
  let hovered = false;
  let focused = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // What the timer was last started for: it restarts only when one of these changes.
  let timed = "";

  const autoplay = () => count > 1 && (mode === "playing" || (mode === "auto" && !motion.matches));

  // Brings the markup in line with the state, and (re)starts the timer when it should run.
  const render = () => {
    slides.forEach((slide, each) => {
      const active = each === index;
      slide.dataset.active = String(active);
      slide.inert = !active;
      if (active) slide.removeAttribute("aria-hidden");
      else slide.setAttribute("aria-hidden", "true");
    });
    dots.forEach((dot, each) => {
      if (each === index) dot.setAttribute("aria-current", "true");
      else dot.removeAttribute("aria-current");
    });
    const playing = autoplay();
    carousel.dataset.autoplay = String(playing);
    track?.setAttribute("aria-live", playing ? "off" : "polite");
    // Pointer or focus inside holds the automatic rotation; Play, pressed inside, is a request to
    // rotate that neither the pointer nor the focus left on the button should cancel.
    const run = playing && !(mode === "auto" && (hovered || focused));
    const key = run ? `${index}` : "";
    if (key === timed) return;
    timed = key;
    clearTimeout(timer);
    if (run) timer = setTimeout(() => goTo(index + 1), intervalMs);
  };

  const goTo = (target: number, stop = false) => {
    if (stop) mode = "stopped";
    index = ((target % count) + count) % count;
    render();
  };

  carousel.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const dot = target?.closest<HTMLElement>("[data-carousel-dot]");
    const step = target?.closest<HTMLElement>("[data-carousel-step]");
    if (dot) goTo(Number(dot.dataset.carouselDot), selectStops);
    else if (step) goTo(index + Number(step.dataset.carouselStep), true);
    else if (target?.closest("[data-carousel-toggle]")) {
      mode = autoplay() ? "stopped" : "playing";
      render();
    }
  });
  carousel.addEventListener("mouseenter", () => {
    hovered = true;
    render();
  });
  carousel.addEventListener("mouseleave", () => {
    hovered = false;
    render();
  });
  carousel.addEventListener("focusin", () => {
    focused = true;
    render();
  });
  carousel.addEventListener("focusout", (event) => {
    if (event.relatedTarget instanceof Node && carousel.contains(event.relatedTarget)) return;
    focused = false;
    render();
  });
  motion.addEventListener("change", render);
  render();
}

function installScroller(scroller: HTMLElement): void {
  const list = scroller.querySelector<HTMLElement>("ul");
  const items = [...(list?.children ?? [])];
  const buttons = [...scroller.querySelectorAll<HTMLButtonElement>("[data-scroller-step]")];
  const stepPx = Number(scroller.dataset.stepPx);
  const visible = Number(scroller.dataset.visible);
  const lastOffset = Math.max(0, items.length - visible);
  let offset = 0;

  scroller.addEventListener("click", (event) => {
    const button =
      event.target instanceof Element ? event.target.closest<HTMLElement>("[data-scroller-step]") : null;
    if (!button || !list) return;
    offset = Math.min(lastOffset, Math.max(0, offset + Number(button.dataset.scrollerStep)));
    list.style.transform = `translateX(-${offset * stepPx}px)`;
    items.forEach((item, each) => {
      if (each < offset || each >= offset + visible) item.setAttribute("aria-hidden", "true");
      else item.removeAttribute("aria-hidden");
    });
    for (const each of buttons) {
      const direction = Number(each.dataset.scrollerStep);
      each.disabled = direction < 0 ? offset === 0 : offset >= lastOffset;
    }
  });
}
