import * as React from "react";

/**
 * Hydration of the part of a prerendered page below its opening band, deferred until the
 * visitor shows up. The HTML is server-rendered like the rest and stays on screen, untouched,
 * while React hydrates the header and the opening band on the first load; the lower bands
 * hydrate once the visitor scrolls, moves or presses the pointer (a finger too), presses a key
 * or moves focus, or uses the browser's back and forward buttons. A phone then spends its first
 * seconds on the part it shows, and the rest is hydrated in the background while the visitor
 * scrolls.
 *
 * - No click is lost: a click (or Enter, Space) on a lower band before the bands are live is
 *   held and replayed on the same control as soon as they are. Without that, React would drop
 *   a click that arrives while it is still hydrating them.
 * - Only the first load waits. Once the gate has opened, and on every client-side navigation,
 *   the bands render at once.
 * - One gate for the whole lower page, in one Suspense boundary: React retries a suspended
 *   boundary each time it works on the page, so many small gates would cost more than they save.
 */
const wakeEvents = ["scroll", "pointerdown", "pointermove", "keydown", "focusin", "popstate"] as const;

/** Longest wait between the gate opening and the bands going live before held clicks go through. */
const REPLAY_DEADLINE_MS = 3000;

/**
 * Closed only where the document arrived as server-rendered HTML for React to hydrate (its main
 * content is already there when this module runs); open on the server and anywhere React
 * renders from scratch.
 */
function createFirstLoadGate() {
  const gate = { closed: false, opened: Promise.resolve() };
  if (!globalThis.document?.getElementById("main")?.firstElementChild) return gate;
  gate.closed = true;
  gate.opened = new Promise<void>((resolve) => {
    const open = () => {
      gate.closed = false;
      for (const type of wakeEvents) window.removeEventListener(type, open, { capture: true });
      setTimeout(releaseHeldClick, REPLAY_DEADLINE_MS);
      resolve();
    };
    for (const type of wakeEvents) window.addEventListener(type, open, { capture: true });
  });
  return gate;
}

let bandsLive = false;
let heldClick: HTMLElement | null = null;

/**
 * Whether an element lies in the deferred bands: in the main content, after the marker React
 * writes where the bands' Suspense boundary begins (`<!--$-->`). The header, the opening band,
 * the footer and the dialogs are live and keep their clicks.
 */
function inDeferredBands(element: Element) {
  const main = element.closest("main");
  if (!main) return false;
  // 8: Node.COMMENT_NODE; 4: Node.DOCUMENT_POSITION_FOLLOWING (the numbers weigh less).
  for (const node of main.childNodes) {
    if (node.nodeType === 8 && (node as Comment).data.startsWith("$"))
      return Boolean(node.compareDocumentPosition(element) & 4);
  }
  return false;
}

function holdClick(event: MouseEvent) {
  const target = event.target;
  if (bandsLive || !(target instanceof Element) || !inDeferredBands(target)) return;
  // A click that opens a new tab or window keeps its native meaning.
  if (event.button || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  event.stopPropagation();
  heldClick = target.closest<HTMLElement>("a,button,label,[role=button],[tabindex]");
}

/** Holds clicks on the deferred bands from their first render until they are live. */
function holdClicksUntilLive() {
  // Adding the same listener again is a no-op.
  if (!bandsLive) window.addEventListener("click", holdClick, { capture: true });
}

function releaseHeldClick() {
  window.removeEventListener("click", holdClick, { capture: true });
  const target = heldClick;
  heldClick = null;
  if (target?.isConnected) target.click();
}

const firstLoad = createFirstLoadGate();

const isClosed = () => firstLoad.closed;

// The content is this component's own output, not a sibling of it: React renders the siblings
// of a suspended component ahead of time, which would do the very work the gate defers.
function WaitForVisitor({ children }: { children: React.ReactNode }) {
  if (isClosed()) {
    holdClicksUntilLive();
    React.use(firstLoad.opened);
  }
  return (
    <>
      {children}
      <MarkLive />
    </>
  );
}

/** Replays a held click and marks the document (tests wait on it) once the lower bands are live. */
function MarkLive() {
  React.useEffect(() => {
    bandsLive = true;
    releaseHeldClick();
    document.documentElement.dataset.bandsLive = "";
  }, []);
  return null;
}

function DeferredContent({ children }: { children: React.ReactNode }) {
  return (
    <React.Suspense fallback={null}>
      <WaitForVisitor>{children}</WaitForVisitor>
    </React.Suspense>
  );
}

/**
 * The lower bands of a page. While the gate is closed, a render of the page above (the router
 * settles its state after hydration) does not reach them: React can only apply an update to
 * hydrated content, and would otherwise drop the prerendered HTML and draw the bands again.
 * The page only changes its content on a navigation, which opens the gate first.
 */
export const DeferHydration = React.memo(
  DeferredContent,
  (previous, next) => isClosed() || previous.children === next.children,
);
