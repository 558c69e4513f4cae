import * as React from "react";

/**
 * Hydration on demand for blocks below the first screen. The prerendered HTML is complete and
 * visible from the start; React takes a deferred block over only when it comes near the viewport
 * or the visitor points at, touches or focuses something in it. Until then the block costs no
 * main-thread time, so a phone's first seconds go to the first screen.
 *
 * Only blocks that came with the server's HTML wait: on client-side navigations they render at
 * once. The block's root element carries `data-deferred-hydration` with its `useId`; its content
 * sits in a Suspense boundary that suspends on the block's gate, and React keeps the server's
 * HTML in place until the gate opens.
 */

const ATTRIBUTE = "data-deferred-hydration";
/** How far below the viewport a block starts hydrating, so it is live before it is seen. */
const MARGIN = "400px 0px";

type Gate = Promise<void> & { status?: "pending" | "fulfilled"; value?: undefined };
const gates = new Map<string, { gate: Gate; open: () => void }>();
/** Blocks the browser rendered itself: they never wait, whatever re-renders them later. */
const rendered = new Set<string>();

/** The gate of a block being hydrated; none for a block the browser renders itself. */
function gateFor(id: string): Gate | undefined {
  const existing = gates.get(id);
  if (existing || rendered.has(id)) return existing?.gate;
  const element = [...document.querySelectorAll(`[${ATTRIBUTE}]`)].find(
    (candidate) => candidate.getAttribute(ATTRIBUTE) === id,
  );
  if (!element) {
    rendered.add(id);
    return undefined;
  }
  let resolve = () => {};
  const gate: Gate = new Promise<void>((done) => {
    resolve = done;
  });
  let observer: IntersectionObserver | undefined;
  const open = () => {
    if (gate.status === "fulfilled") return;
    // Read synchronously by React's `use`, so an event that opens the gate hydrates at once.
    gate.status = "fulfilled";
    gate.value = undefined;
    observer?.disconnect();
    resolve();
  };
  gates.set(id, { gate, open });
  listenForInteraction();
  if (typeof IntersectionObserver === "undefined") open();
  else {
    observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && open(),
      {
        rootMargin: MARGIN,
      },
    );
    observer.observe(element);
  }
  return gate;
}

let listening = false;
/**
 * Pointing at, touching or focusing something in a deferred block opens its gate before React
 * sees the event (window capture runs before React's listeners on the document), so the click or
 * key press that follows reaches hydrated handlers.
 */
function listenForInteraction() {
  if (listening) return;
  listening = true;
  const onEvent = (event: Event) => {
    const block = event.target instanceof Element ? event.target.closest(`[${ATTRIBUTE}]`) : null;
    const id = block?.getAttribute(ATTRIBUTE);
    if (id) gates.get(id)?.open();
  };
  for (const type of ["pointerover", "pointerdown", "touchstart", "focusin"]) {
    window.addEventListener(type, onEvent, { capture: true, passive: true });
  }
}

function WhenNeeded({ id, children }: { id: string; children: React.ReactNode }) {
  const gate = typeof document === "undefined" ? undefined : gateFor(id);
  if (gate) React.use(gate as Promise<void>);
  return children;
}

/**
 * The boundary. While its gate is closed it ignores new props: React would otherwise give up
 * hydrating a boundary that receives an update (any re-render of the page above it) and render
 * it afresh, which here means suspending and hiding the content until the gate opens.
 */
const Boundary = React.memo(
  function Boundary({ id, children }: { id: string; children: React.ReactNode }) {
    return (
      <React.Suspense fallback={null}>
        <WhenNeeded id={id}>{children}</WhenNeeded>
      </React.Suspense>
    );
  },
  (previous, next) => previous.id === next.id && isClosed(next.id),
);

function isClosed(id: string): boolean {
  const entry = gates.get(id);
  return entry !== undefined && entry.gate.status !== "fulfilled";
}

type DeferredHydrationProps = React.HTMLAttributes<HTMLElement> & {
  /** The block's element. */
  as?: "section" | "div" | "footer";
};

/** A block whose content React hydrates when it is needed (see above). */
export function DeferredHydration({ as: Element = "div", children, ...props }: DeferredHydrationProps) {
  const id = React.useId();
  return (
    <Element {...props} {...{ [ATTRIBUTE]: id }}>
      <Boundary id={id}>{children}</Boundary>
    </Element>
  );
}
