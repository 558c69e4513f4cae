// @vitest-environment jsdom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CAROUSEL_INTERVAL_MS, ImageCarousel } from "~/components/sections/company/image-carousel";
import { industryPages } from "~/content/industry-pages";
import { installCarousels } from "./image-carousel";

/** The script runs on the HTML the component renders: the two must agree. */
function renderCarousel(autoPlay: boolean, reducedMotion = false) {
  let listener: (() => void) | undefined;
  const query = {
    matches: reducedMotion,
    addEventListener: (_type: string, callback: () => void) => {
      listener = callback;
    },
  };
  window.matchMedia = vi.fn(() => query) as unknown as typeof window.matchMedia;
  document.body.innerHTML = renderToStaticMarkup(
    createElement(ImageCarousel, {
      images: industryPages.startups.hero.images,
      label: "Highlights",
      autoPlay,
    }),
  );
  installCarousels(document);
  return {
    preferReducedMotion: () => {
      query.matches = true;
      listener?.();
    },
  };
}

const carousel = () => document.querySelector<HTMLElement>("[data-carousel]") as HTMLElement;
const slides = () => [...document.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')];
const current = () => slides().findIndex((slide) => !slide.hasAttribute("aria-hidden"));
const dots = () => [...document.querySelectorAll<HTMLButtonElement>("[data-carousel-dot]")];
const toggle = () => document.querySelector<HTMLButtonElement>("[data-carousel-toggle]") as HTMLButtonElement;
const button = (label: string) =>
  document.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`) as HTMLButtonElement;

describe("the carousels of a page Astro builds", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("advances while playing, restarts the wait after a change, and pauses on its toggle", () => {
    renderCarousel(true);
    expect(carousel().dataset.hydrated).toBe("true");
    vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS);
    expect(current()).toBe(1);
    expect(dots()[1]?.getAttribute("aria-current")).toBe("true");
    expect(dots()[0]?.hasAttribute("aria-current")).toBe(false);
    expect(slides()[0]?.hasAttribute("inert")).toBe(true);
    expect(slides()[1]?.hasAttribute("inert")).toBe(false);

    vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS - 100);
    dots()[0]?.click();
    vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS - 100);
    expect(current()).toBe(0);
    vi.advanceTimersByTime(100);
    expect(current()).toBe(1);

    toggle().click();
    expect(carousel().hasAttribute("data-playing")).toBe(false);
    expect(toggle().getAttribute("aria-label")).toBe("Start automatic slide show");
    expect(slides()[0]?.parentElement?.getAttribute("aria-live")).toBe("polite");
    vi.advanceTimersByTime(3 * CAROUSEL_INTERVAL_MS);
    expect(current()).toBe(1);
    toggle().click();
    expect(toggle().getAttribute("aria-label")).toBe("Pause automatic slide show");
    expect(slides()[0]?.parentElement?.getAttribute("aria-live")).toBe("off");
  });

  it("answers previous, next and the arrow keys, wrapping around, and starts paused when told to", () => {
    renderCarousel(false);
    vi.advanceTimersByTime(3 * CAROUSEL_INTERVAL_MS);
    expect(current()).toBe(0);
    button("Previous slide").click();
    expect(current()).toBe(2);
    button("Next slide").click();
    expect(current()).toBe(0);
    button("Next slide").dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true }));
    expect(current()).toBe(1);
    button("Next slide").dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowLeft", bubbles: true }));
    expect(current()).toBe(0);
  });

  it("stays paused for visitors who prefer reduced motion, also when they come to", () => {
    renderCarousel(true, true);
    expect(toggle().getAttribute("aria-label")).toBe("Start automatic slide show");
    vi.advanceTimersByTime(3 * CAROUSEL_INTERVAL_MS);
    expect(current()).toBe(0);

    const later = renderCarousel(true);
    vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS);
    later.preferReducedMotion();
    vi.advanceTimersByTime(3 * CAROUSEL_INTERVAL_MS);
    expect(current()).toBe(1);
    expect(carousel().hasAttribute("data-playing")).toBe(false);
  });
});
