/**
 * The counters of a stack page (app/components/sections/candidates/counters.tsx renders them
 * with their targets). Once the visitor shows up (scrolls, moves or presses the pointer, presses
 * a key or moves focus), each block's figures go to 0 and count up to their targets over
 * 2000 ms, easing out, the first time the block is 10% in view: until then, and under reduced
 * motion, the page shows the real figures, as the React Router page did before its lower bands
 * came alive.
 */
import {
  COUNTER_DURATION_MS,
  COUNTER_THRESHOLD,
  formatCount,
} from "~/components/sections/candidates/counter-timing";

function count(block: Element) {
  const figures = [...block.querySelectorAll<HTMLElement>("[data-counter-target]")].map((element) => ({
    element,
    target: Number(element.dataset.counterTarget),
  }));
  const show = (progress: number) => {
    for (const { element, target } of figures)
      element.textContent = formatCount(progress >= 1 ? target : Math.round(target * progress));
  };
  // Marks the block as counting: what a visitor sees from now on is the count, not the figures.
  block.setAttribute("data-counting", "");
  const start = performance.now();
  const tick = (now: number) => {
    const elapsed = Math.min(1, Math.max(0, (now - start) / COUNTER_DURATION_MS));
    show(1 - (1 - elapsed) ** 3);
    if (elapsed < 1) requestAnimationFrame(tick);
  };
  show(0);
  requestAnimationFrame(tick);
}

const wakeEvents = ["scroll", "pointerdown", "pointermove", "keydown", "focusin", "popstate"] as const;

export function animateCounters() {
  const blocks = document.querySelectorAll("[data-counters]");
  if (blocks.length === 0 || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  const arm = () => {
    for (const type of wakeEvents) window.removeEventListener(type, arm, { capture: true });
    armCounters(blocks);
  };
  for (const type of wakeEvents) window.addEventListener(type, arm, { capture: true, passive: true });
}

function armCounters(blocks: NodeListOf<Element>) {
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        count(entry.target);
      }
    },
    { threshold: COUNTER_THRESHOLD },
  );
  for (const block of blocks) {
    for (const figure of block.querySelectorAll("[data-counter-target]")) figure.textContent = formatCount(0);
    observer.observe(block);
  }
}
