/**
 * The disclosure buttons of a page Astro builds (`data-disclosure`, static HTML from a React
 * component such as the deep-dive articles in
 * app/components/sections/company/llm-training-sections.tsx), in plain DOM code: a click shows or
 * hides the part its `aria-controls` names and says so in `aria-expanded`, and its words become
 * `data-label-open` or `data-label-closed`. A disclosure inside an island is React's to run.
 */
export function installDisclosures(root: Document = document): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>("button[data-disclosure]")) {
    if (button.closest("astro-island")) continue;
    button.addEventListener("click", () => {
      const open = button.getAttribute("aria-expanded") !== "true";
      button.setAttribute("aria-expanded", String(open));
      const panel = root.getElementById(button.getAttribute("aria-controls") ?? "");
      if (panel) panel.hidden = !open;
      // The words are the button's own text; its other children (the name's rest, the icon) stay.
      const words = [...button.childNodes].find(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
      const label = open ? button.dataset.labelOpen : button.dataset.labelClosed;
      if (words && label) words.textContent = label;
    });
  }
}
