/**
 * The checklists of a page Astro builds that reveal their items one after another
 * (app/components/sections/home/reveal-list.tsx): a list still below the fold when the page
 * starts is hidden (`data-hidden` on its items), and once a fifth of it is in view its items
 * fade in, each SPEC's 200 ms after the one before. A list already on screen or above stays as
 * it is, and visitors who prefer reduced motion see every list as it is.
 */

/** Per-item delay of the checklist reveal. */
const REVEAL_STEP_MS = 200;

/** The share of a list in view that starts its reveal. */
const REVEAL_THRESHOLD = 0.2;

export function installRevealLists(root: ParentNode = document): void {
  if (typeof IntersectionObserver === "undefined") return;
  const motion = window.matchMedia("(prefers-reduced-motion: reduce)");
  const itemsOf = (list: Element) => [...list.children] as HTMLElement[];
  const show = (list: Element, stagger: boolean) => {
    itemsOf(list).forEach((item, index) => {
      if (!item.hasAttribute("data-hidden")) return;
      item.style.transitionDelay = stagger ? `${index * REVEAL_STEP_MS}ms` : "";
      item.removeAttribute("data-hidden");
    });
  };
  const reveal = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting || entry.intersectionRatio < REVEAL_THRESHOLD) continue;
        reveal.unobserve(entry.target);
        show(entry.target, !motion.matches);
      }
    },
    { threshold: REVEAL_THRESHOLD },
  );
  // The first report says where each list is, without forcing a layout.
  const place = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      place.unobserve(entry.target);
      const viewportHeight = entry.rootBounds?.height ?? window.innerHeight;
      const below = !entry.isIntersecting && entry.boundingClientRect.top >= viewportHeight;
      if (!below || motion.matches) continue;
      for (const item of itemsOf(entry.target)) item.setAttribute("data-hidden", "");
      reveal.observe(entry.target);
    }
  });
  for (const list of root.querySelectorAll("[data-reveal-list]")) place.observe(list);
  // Asking for reduced motion later shows what is still hidden at once.
  motion.addEventListener("change", () => {
    if (!motion.matches) return;
    for (const list of root.querySelectorAll("[data-reveal-list]")) show(list, false);
  });
}
