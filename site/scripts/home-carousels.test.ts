// @vitest-environment jsdom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HomeHero } from "~/components/sections/home/home-hero";
import { TestimonialsCarousel } from "~/components/sections/home/testimonials-carousel";
import { homeAboveFold, homeBelowFold } from "~/content/home";
import { installCarousels } from "./home-carousels";

/**
 * The script runs on the HTML the home page's components render, as site/pages/index.astro
 * renders it: the two must agree on every attribute.
 */
function render(reducedMotion = false) {
  window.matchMedia = vi.fn().mockReturnValue({
    matches: reducedMotion,
    addEventListener: () => {},
  }) as unknown as typeof window.matchMedia;
  document.body.innerHTML = renderToStaticMarkup(
    createElement("main", null, [
      createElement(HomeHero, {
        key: "hero",
        hero: homeAboveFold.hero,
        carousel: homeAboveFold.heroCarousel,
      }),
      createElement(TestimonialsCarousel, { key: "testimonials", content: homeBelowFold.testimonials }),
    ]),
  );
  installCarousels(document);
}

const carousels = () => [...document.querySelectorAll<HTMLElement>("[data-carousel]")];
const active = (carousel: HTMLElement) =>
  [...carousel.querySelectorAll<HTMLElement>("[data-carousel-slide]")].findIndex(
    (slide) => slide.dataset.active === "true",
  );
const click = (element: Element | null) => element?.dispatchEvent(new MouseEvent("click", { bubbles: true }));

describe("the home page's carousels without React", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("rotates the profiles every 4000 ms and the testimonials every 5000 ms", () => {
    render();
    const [hero, quotes] = carousels() as [HTMLElement, HTMLElement];
    vi.advanceTimersByTime(3_999);
    expect([active(hero), active(quotes)]).toEqual([0, 0]);
    vi.advanceTimersByTime(1);
    expect(active(hero)).toBe(1);
    vi.advanceTimersByTime(1_000);
    expect(active(quotes)).toBe(1);
    const slide = hero.querySelectorAll<HTMLElement>("[data-carousel-slide]")[1];
    expect(slide?.inert).toBe(false);
    expect(slide?.hasAttribute("aria-hidden")).toBe(false);
    expect(hero.querySelectorAll("[data-carousel-slide][aria-hidden=true]")).toHaveLength(5);
    expect(hero.querySelector("[data-carousel-dot='1']")?.getAttribute("aria-current")).toBe("true");
  });

  it("stops the testimonials on an arrow, and announces the slides from then", () => {
    render();
    const quotes = carousels()[1] as HTMLElement;
    click(quotes.querySelector("[data-carousel-step='-1']"));
    expect(active(quotes)).toBe(3);
    expect(quotes.dataset.autoplay).toBe("false");
    expect(quotes.querySelector("[data-carousel-track]")?.getAttribute("aria-live")).toBe("polite");
    vi.advanceTimersByTime(20_000);
    expect(active(quotes)).toBe(3);
  });

  it("holds while the pointer is inside and gives a full interval after it leaves", () => {
    render();
    const hero = carousels()[0] as HTMLElement;
    vi.advanceTimersByTime(3_000);
    hero.dispatchEvent(new MouseEvent("mouseenter"));
    vi.advanceTimersByTime(10_000);
    expect(active(hero)).toBe(0);
    hero.dispatchEvent(new MouseEvent("mouseleave"));
    vi.advanceTimersByTime(3_999);
    expect(active(hero)).toBe(0);
    vi.advanceTimersByTime(1);
    expect(active(hero)).toBe(1);
  });

  it("under reduced motion starts still, with Play on its button, which still runs it", () => {
    render(true);
    const hero = carousels()[0] as HTMLElement;
    expect(hero.dataset.autoplay).toBe("false");
    vi.advanceTimersByTime(10_000);
    expect(active(hero)).toBe(0);
    click(hero.querySelector("[data-carousel-toggle]"));
    expect(hero.dataset.autoplay).toBe("true");
    vi.advanceTimersByTime(4_000);
    expect(active(hero)).toBe(1);
  });

  it("steps a 'Previously at' scroller 84 px, two marks in view, its arrows off at the ends", () => {
    render();
    const scroller = document.querySelector<HTMLElement>("[data-scroller]") as HTMLElement;
    const [previous, next] = [...scroller.querySelectorAll<HTMLButtonElement>("[data-scroller-step]")];
    const marks = [...scroller.querySelectorAll("li")];
    expect(previous?.disabled).toBe(true);
    click(next ?? null);
    expect(scroller.querySelector("ul")?.style.transform).toBe("translateX(-84px)");
    expect(marks.map((mark) => mark.hasAttribute("aria-hidden"))).toEqual(
      marks.map((_, index) => index < 1 || index >= 3),
    );
    expect(previous?.disabled).toBe(false);
    for (let step = 0; step < marks.length; step++) click(next ?? null);
    expect(next?.disabled).toBe(true);
    expect(scroller.querySelector("ul")?.style.transform).toBe(`translateX(-${(marks.length - 2) * 84}px)`);
  });
});
