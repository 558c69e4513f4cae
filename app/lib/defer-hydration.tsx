import * as React from "react";

/**
 * Hydration of the part of a prerendered page below its opening band, deferred until the
 * visitor shows up. The HTML is server-rendered like the rest and stays on screen, untouched,
 * while React hydrates the header and the opening band; the lower bands hydrate once the
 * visitor scrolls, moves or presses the pointer (a finger too), presses a key or moves focus,
 * or uses the browser's back and forward buttons. Where the page's code itself waited for the
 * visitor (scripts/first-paint.mjs), the visitor is already there and the bands hydrate right
 * after the opening band. A phone that runs the code without a visitor (a page's deadline)
 * spends that time on the part it shows only.
 *
 * - No click is lost: a click (or Enter, Space) on a button of a lower band before the bands
 *   are live is held by the page's first-paint script and replayed on the same button as soon
 *   as React has taken it over. React would otherwise drop it.
 * - Only the first load waits. Once the gate has opened, and on every client-side navigation,
 *   the bands render at once.
 * - One gate for the whole lower page, in one Suspense boundary: React retries a suspended
 *   boundary each time it works on the page, so many small gates would cost more than they save.
 */
declare global {
  interface Window {
    /** Set by the page's first-paint script once the visitor has shown up (scroll, pointer, key, focus). */
    __visitorArrived?: boolean;
  }
}

const wakeEvents = ["scroll", "pointerdown", "pointermove", "keydown", "focusin", "popstate"] as const;

/**
 * Closed only where the document arrived as server-rendered HTML for React to hydrate (its main
 * content is already there when this module runs); open on the server and anywhere React
 * renders from scratch.
 */
function createFirstLoadGate() {
  const gate = { closed: false, opened: Promise.resolve() };
  if (!globalThis.document?.getElementById("main")?.firstElementChild || window.__visitorArrived) return gate;
  gate.closed = true;
  gate.opened = new Promise<void>((resolve) => {
    const open = () => {
      gate.closed = false;
      for (const type of wakeEvents) window.removeEventListener(type, open, { capture: true });
      resolve();
    };
    for (const type of wakeEvents) window.addEventListener(type, open, { capture: true });
  });
  return gate;
}

const firstLoad = createFirstLoadGate();

const isClosed = () => firstLoad.closed;

// The content is this component's own output, not a sibling of it: React renders the siblings
// of a suspended component ahead of time, which would do the very work the gate defers.
function WaitForVisitor({ children }: { children: React.ReactNode }) {
  if (isClosed()) React.use(firstLoad.opened);
  return (
    <>
      {children}
      <MarkLive />
    </>
  );
}

/** Marks the document once the lower bands are live: browser tests wait on it. */
function MarkLive() {
  React.useEffect(() => {
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
