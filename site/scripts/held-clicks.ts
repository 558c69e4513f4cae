/**
 * A click on a button of an island that is not live yet, held and given again to the same button
 * once Astro has handed the island to React: React would otherwise never see it. It works on DOM
 * events and Astro's `astro:hydrate` event only, no framework internals. Only buttons that ask for it carry
 * `data-replays-early-click` (a form's submit keeps its own handling).
 */
const held = new WeakSet<Element>();

document.addEventListener(
  "click",
  (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest<HTMLElement>("[data-replays-early-click]");
    const island = button?.closest("astro-island[ssr]");
    if (!button || !island || held.has(button)) return;
    held.add(button);
    island.addEventListener(
      "astro:hydrate",
      () => {
        held.delete(button);
        button.click();
      },
      { once: true },
    );
  },
  true,
);
