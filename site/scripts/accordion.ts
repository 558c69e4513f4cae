/**
 * The accordions of a page Astro builds (app/components/ui/accordion.tsx renders them as static
 * HTML): a click on an item's button opens it and closes the others, or closes it when it was
 * open. An accordion inside an island is React's to run.
 */
document.addEventListener("click", (event) => {
  const button = event.target instanceof Element ? event.target.closest("button[aria-controls]") : null;
  const accordion = button?.closest("[data-accordion]");
  if (!button || !accordion || accordion.closest("astro-island")) return;
  const opening = button.getAttribute("aria-expanded") !== "true";
  for (const item of accordion.querySelectorAll("button[aria-controls]")) {
    const open = opening && item === button;
    item.setAttribute("aria-expanded", String(open));
    const panel = document.getElementById(item.getAttribute("aria-controls") ?? "");
    if (panel) panel.hidden = !open;
  }
});
