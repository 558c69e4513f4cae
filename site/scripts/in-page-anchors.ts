/**
 * A link to a section lands on it. The bands below the fold are drawn only near the viewport
 * (`content-visibility: auto` in app/styles.css) and, until drawn, hold a size estimate, so the
 * browser's scroll to a fragment would count the estimates of the bands above the target and land
 * far past it. Before that scroll (a click on a link into this page, or a visit that arrives with a
 * fragment) the bands up to the target are drawn for good: the browser then scrolls to the real
 * position itself. The other bands keep the rendering gain.
 */

/** Set on a band that is drawn whether or not it is near the viewport (app/styles.css). */
const DRAWN_BAND_ATTRIBUTE = "data-drawn";
const BANDS = "main > section, main ~ footer";

/** The element a fragment names, as the browser finds it (decoded id, or a named anchor). */
function fragmentTarget(hash: string, root: Document = document): Element | null {
  if (hash.length < 2) return null;
  const id = safeDecode(hash.slice(1));
  return root.getElementById(id) ?? root.getElementsByName(id)[0] ?? null;
}

/** Draws every band before the target and the one that holds it. */
function drawBandsThrough(target: Element, root: Document = document): void {
  for (const band of root.querySelectorAll(BANDS)) {
    const before = band.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING;
    if (band === target || band.contains(target) || before) band.setAttribute(DRAWN_BAND_ATTRIBUTE, "");
  }
}

/** The same-page fragment a click on this link goes to, if any. */
function samePageFragment(link: HTMLAnchorElement, location: Location = window.location): string | null {
  if (!link.hash || (link.target && link.target !== "_self")) return null;
  const samePage =
    link.origin === location.origin && link.pathname === location.pathname && link.search === location.search;
  return samePage ? link.hash : null;
}

export function setUpInPageAnchors(): void {
  // Capture phase: this runs before the link's default action, which scrolls.
  document.addEventListener(
    "click",
    (event) => {
      const link =
        event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[href]") : null;
      const hash = link && samePageFragment(link);
      const target = hash && fragmentTarget(hash);
      if (target) drawBandsThrough(target);
    },
    true,
  );
  const target = fragmentTarget(window.location.hash);
  if (target) arriveAt(target);
}

/**
 * A visit that arrives with a fragment: the browser's own scroll to it may have run with the
 * estimates already, and the bands above it change height again as the brand typeface and the
 * images arrive after load. Until the visitor scrolls or acts, the target is kept where the
 * browser put it.
 */
function arriveAt(target: Element): void {
  drawBandsThrough(target);
  const align = () => target.scrollIntoView({ behavior: "instant", block: "start" });
  align();
  const above = new ResizeObserver(align);
  for (const band of document.querySelectorAll(`[${DRAWN_BAND_ATTRIBUTE}]`)) above.observe(band);
  const release = () => {
    above.disconnect();
    for (const type of USER_INPUT) window.removeEventListener(type, release, true);
  };
  for (const type of USER_INPUT) window.addEventListener(type, release, { capture: true, passive: true });
}

/** What a visitor does to scroll or act: any of it ends the arrival. */
const USER_INPUT = ["wheel", "touchstart", "pointerdown", "keydown"] as const;

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
