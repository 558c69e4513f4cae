/**
 * The industry pages' counters on a page Astro builds, in plain DOM code: the list
 * (`data-count-up`, static HTML from app/components/sections/industry-page.tsx) shows each final
 * value; once 30% of it is visible, each counter counts from zero to its value in 50 steps of
 * 30 ms, once (each counter's markup: app/components/sections/company/count-up.tsx). A visitor
 * who prefers reduced motion at that moment keeps the final values.
 */
import { COUNTER_STEP_MS, COUNTER_STEPS, COUNTER_VISIBLE_RATIO, countText } from "~/lib/count-up";

/** Starts the counters of every counting list in `root` that no island renders. */
export function installCounters(root: Document = document): void {
  const view = root.defaultView;
  if (!view || typeof view.IntersectionObserver === "undefined") return;
  for (const list of root.querySelectorAll<HTMLElement>("[data-count-up]")) {
    if (list.closest("astro-island")) continue;
    const observer = new view.IntersectionObserver(
      (entries) => {
        if (
          !entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= COUNTER_VISIBLE_RATIO)
        )
          return;
        observer.disconnect();
        if (!view.matchMedia("(prefers-reduced-motion: reduce)").matches) count(list, view);
      },
      { threshold: COUNTER_VISIBLE_RATIO },
    );
    observer.observe(list);
  }
}

function count(list: HTMLElement, view: Window): void {
  const counters = [...list.querySelectorAll<HTMLElement>("[data-count-to]")];
  let step = 0;
  const show = () => {
    for (const counter of counters) {
      counter.textContent = countText(counter.dataset.countTo ?? "", counter.dataset.countSuffix ?? "", step);
    }
  };
  show();
  const timer = view.setInterval(() => {
    step += 1;
    if (step >= COUNTER_STEPS) view.clearInterval(timer);
    show();
  }, COUNTER_STEP_MS);
}
