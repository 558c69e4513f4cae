/**
 * The site header's behaviour on a page Astro builds, in plain DOM code: the header is static
 * HTML rendered from the app's components (app/components/layout/site-header.tsx), which hold
 * every panel and list in the page and show each state in an attribute. This sets those
 * attributes:
 *
 * - the three dropdowns: one open at a time, a trigger toggles its own, and choosing a link,
 *   Escape (focus back on the trigger), a press elsewhere or focus leaving closes it;
 * - the Candidates panel: the hovered or focused category's specializations, a pointer resting
 *   on another category switching them only after the panel's hover intent delay, ↑↓ within a
 *   list, → into the specializations and ← back;
 * - the mobile menu, a native `<dialog>`: its button opens it, Escape, its close button, the
 *   backdrop and a chosen link close it, and focus returns to the button.
 *
 * It reads everything from the DOM and imports nothing at runtime, so Astro writes it into the
 * page: nothing is fetched before the first paint (tests/e2e/astro-pages.spec.ts).
 */

/** Sets up the header's menus and mobile menu found in `root`. */
export function installHeader(root: Document = document): void {
  const nav = root.querySelector("[data-menu-trigger]")?.closest("nav");
  if (nav) installDropdowns(nav);
  const menuButton = root.querySelector<HTMLButtonElement>("[data-mobile-menu]");
  const dialog = root.getElementById(menuButton?.getAttribute("aria-controls") ?? "");
  if (menuButton && dialog instanceof HTMLDialogElement) installMobileMenu(menuButton, dialog);
}

function installDropdowns(nav: HTMLElement): void {
  const doc = nav.ownerDocument;
  const triggers = [...nav.querySelectorAll<HTMLButtonElement>("[data-menu-trigger]")];
  const panelOf = (trigger: HTMLButtonElement) =>
    doc.getElementById(trigger.getAttribute("aria-controls") ?? "");
  const candidates = nav.querySelector<HTMLElement>("[data-candidates-panel]");
  const pane = candidates ? installCandidatesPanel(candidates) : undefined;
  let open: HTMLButtonElement | null = null;

  const show = (trigger: HTMLButtonElement | null) => {
    open = trigger;
    for (const each of triggers) {
      each.setAttribute("aria-expanded", String(each === trigger));
      const panel = panelOf(each);
      if (panel) panel.hidden = each !== trigger;
    }
    // A switch still pending when the panel closes is dropped.
    if (!trigger) pane?.cancelSwitch();
  };

  for (const trigger of triggers) {
    trigger.addEventListener("click", () => show(open === trigger ? null : trigger));
    const dropdown = trigger.parentElement;
    // Keyboard focus leaving the trigger and its panel closes the menu.
    dropdown?.addEventListener("focusout", (event) => {
      const next = event.relatedTarget;
      if (open === trigger && next instanceof Node && !dropdown.contains(next)) show(null);
    });
    // Choosing a link closes the menu.
    panelOf(trigger)?.addEventListener("click", (event) => {
      if (event.target instanceof Element && event.target.closest("a")) show(null);
    });
  }
  doc.addEventListener("pointerdown", (event) => {
    if (open && !(event.target instanceof Node && nav.contains(event.target))) show(null);
  });
  doc.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !open) return;
    const trigger = open;
    // Focus moves first, so it never falls to the page from a panel about to be hidden.
    trigger.focus();
    show(null);
  });
}

/**
 * Categories on the left, the active one's specializations on the right: every category's list
 * is in the HTML (`data-stacks="<slug>"`), hidden but for the active one's.
 */
function installCandidatesPanel(panel: HTMLElement): { cancelSwitch: () => void } {
  const categoryLinks = [...panel.querySelectorAll<HTMLElement>("[data-category-link]")];
  const stackLists = [...panel.querySelectorAll<HTMLElement>("[data-stacks]")];
  const hint = panel.querySelector<HTMLElement>("[data-pane-hint]");
  const lists = panel.querySelector<HTMLElement>("[data-pane-lists]");
  const hoverIntent = Number(panel.dataset.hoverIntentMs ?? 0);
  let active = categoryLinks.find((link) => link.hasAttribute("data-active"))?.dataset.categoryLink ?? null;
  let pendingSwitch: ReturnType<typeof setTimeout> | undefined;

  const cancelSwitch = () => clearTimeout(pendingSwitch);
  const activate = (slug: string) => {
    active = slug;
    for (const link of categoryLinks) link.toggleAttribute("data-active", link.dataset.categoryLink === slug);
    for (const list of stackLists) list.hidden = list.dataset.stacks !== slug;
    if (hint) hint.hidden = true;
    if (lists) lists.hidden = false;
  };
  const stackLinksOf = (slug: string | null) =>
    panel.querySelectorAll<HTMLElement>(`[data-stacks="${slug}"] [data-stack-link]`);

  for (const link of categoryLinks) {
    const slug = link.dataset.categoryLink ?? "";
    // A pointer crossing other categories on its way to the pane does not switch it.
    link.addEventListener("mouseenter", () => {
      cancelSwitch();
      if (!active) activate(slug);
      else pendingSwitch = setTimeout(() => activate(slug), hoverIntent);
    });
    link.addEventListener("mouseleave", cancelSwitch);
    link.addEventListener("focus", () => {
      cancelSwitch();
      activate(slug);
    });
    link.addEventListener("keydown", (event) => {
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        focusSibling(categoryLinks, link, event.key === "ArrowDown" ? 1 : -1);
      } else if (event.key === "ArrowRight") {
        stackLinksOf(active)[0]?.focus();
      } else return;
      event.preventDefault();
    });
  }
  // Reaching the pane settles the category the pointer came from.
  panel.querySelector("[data-pane]")?.addEventListener("mouseenter", cancelSwitch);
  for (const list of stackLists) {
    list.addEventListener("keydown", (event) => {
      const link =
        event.target instanceof HTMLElement ? event.target.closest<HTMLElement>("[data-stack-link]") : null;
      if (!link) return;
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        focusSibling(
          [...stackLinksOf(list.dataset.stacks ?? null)],
          link,
          event.key === "ArrowDown" ? 1 : -1,
        );
      } else if (event.key === "ArrowLeft") {
        panel.querySelector<HTMLElement>(`[data-category-link="${active}"]`)?.focus();
      } else return;
      event.preventDefault();
    });
  }
  return { cancelSwitch };
}

/** Moves focus within a list of links: the next or previous one, wrapping around. */
function focusSibling(links: readonly HTMLElement[], from: HTMLElement, step: 1 | -1): void {
  const index = links.indexOf(from);
  links[(index + step + links.length) % links.length]?.focus();
}

function installMobileMenu(button: HTMLButtonElement, dialog: HTMLDialogElement): void {
  const doc = dialog.ownerDocument;
  const root = doc.documentElement;

  button.addEventListener("click", () => {
    if (dialog.open) return;
    // The page behind stays put while the menu is open; its scrollbar's room is kept.
    if (root.clientWidth < (doc.defaultView?.innerWidth ?? 0)) root.style.scrollbarGutter = "stable";
    root.style.overflow = "hidden";
    dialog.showModal();
    button.setAttribute("aria-expanded", "true");
  });

  // The content fills the dialog's box: a press on the dialog element itself is on the backdrop.
  let pressedOnBackdrop = false;
  dialog.addEventListener("pointerdown", (event) => {
    pressedOnBackdrop = event.target === dialog;
  });
  dialog.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const onBackdrop = target === dialog && pressedOnBackdrop;
    // A chosen link, the close button and "Candidate Apply" (whose modal opens after) close it.
    if (onBackdrop || target?.closest("a, [data-menu-close], [data-opens]")) dialog.close();
  });

  dialog.addEventListener("close", () => {
    button.setAttribute("aria-expanded", "false");
    root.style.removeProperty("overflow");
    root.style.removeProperty("scrollbar-gutter");
    // The browser gives focus back to the button, if it had it; a modal opened from the menu
    // keeps the focus it took.
    const focused = doc.activeElement;
    if (!focused || focused === doc.body || dialog.contains(focused)) button.focus();
  });
}
