// @vitest-environment jsdom

import * as React from "react";
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// IntersectionObserver stand-in: the test decides when a block comes near the viewport.
let observed: Array<{ element: Element; callback: IntersectionObserverCallback }> = [];
class FakeIntersectionObserver {
  constructor(private callback: IntersectionObserverCallback) {}
  observe(element: Element) {
    observed.push({ element, callback: this.callback });
  }
  disconnect() {
    observed = observed.filter((entry) => entry.callback !== this.callback);
  }
}
const scrollIntoView = (element: Element) => {
  for (const entry of observed.filter((candidate) => candidate.element === element)) {
    entry.callback(
      [{ isIntersecting: true, target: element } as IntersectionObserverEntry],
      {} as IntersectionObserver,
    );
  }
};

function Counter({ onHydrated }: { onHydrated: () => void }) {
  const [count, setCount] = React.useState(0);
  // Runs once, when React has hydrated (or rendered) the button.
  React.useEffect(() => onHydrated(), [onHydrated]);
  return (
    <button type="button" onClick={() => setCount((value) => value + 1)}>
      Clicked {count}
    </button>
  );
}

let rerender = () => {};
/** A page whose top re-renders on demand, as a route does when the router's state changes. */
function ChangingPage({ onHydrated }: { onHydrated: () => void }) {
  const [, setTick] = React.useState(0);
  rerender = () => setTick((tick) => tick + 1);
  return <Page onHydrated={onHydrated} />;
}

// A fresh module per test: its gates belong to one document, as in the browser.
let DeferredHydration: typeof import("./deferred-hydration").DeferredHydration;

function Page({ onHydrated }: { onHydrated: () => void }) {
  return (
    <main>
      <h1>Above the fold</h1>
      <DeferredHydration as="section" id="below">
        <Counter onHydrated={onHydrated} />
      </DeferredHydration>
    </main>
  );
}

let container: HTMLElement;
beforeEach(async () => {
  vi.resetModules();
  ({ DeferredHydration } = await import("./deferred-hydration"));
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  vi.stubGlobal("IS_REACT_ACT_ENVIRONMENT", true);
  container = document.createElement("div");
  document.body.append(container);
});
afterEach(() => {
  container.remove();
  observed = [];
  vi.unstubAllGlobals();
});

/** The server's HTML: rendered where there is no document, as on the server. */
function renderOnServer(page: React.ReactElement) {
  const descriptor = Object.getOwnPropertyDescriptor(globalThis, "document") as PropertyDescriptor;
  Object.defineProperty(globalThis, "document", { value: undefined, configurable: true });
  try {
    return renderToString(page);
  } finally {
    Object.defineProperty(globalThis, "document", descriptor);
  }
}

async function hydrateServerHtml() {
  const onHydrated = vi.fn();
  container.innerHTML = renderOnServer(<Page onHydrated={() => {}} />);
  const serverButton = container.querySelector("button");
  await act(async () => {
    hydrateRoot(container, <Page onHydrated={onHydrated} />);
  });
  return { onHydrated, serverButton, section: container.querySelector("#below") as HTMLElement };
}

describe("DeferredHydration", () => {
  it("keeps the server's HTML in place and does not hydrate until the block nears the viewport", async () => {
    const { onHydrated, serverButton, section } = await hydrateServerHtml();
    expect(onHydrated).not.toHaveBeenCalled();
    expect(container.querySelector("button")).toBe(serverButton);
    expect(serverButton).toHaveTextContent("Clicked 0");

    await act(async () => scrollIntoView(section));
    expect(onHydrated).toHaveBeenCalledTimes(1);
    // Hydrated, not re-created: the same element, now live.
    expect(container.querySelector("button")).toBe(serverButton);
    await act(async () => serverButton?.click());
    expect(serverButton).toHaveTextContent("Clicked 1");
  });

  it("hydrates on the first interaction, so a click on a block never seen by the observer is not lost", async () => {
    const { onHydrated, serverButton } = await hydrateServerHtml();
    expect(onHydrated).not.toHaveBeenCalled();
    await act(async () => {
      serverButton?.dispatchEvent(new Event("pointerdown", { bubbles: true }));
      serverButton?.click();
    });
    expect(onHydrated).toHaveBeenCalledTimes(1);
    expect(serverButton).toHaveTextContent("Clicked 1");
  });

  it("keeps a closed block's HTML when the page above it re-renders, then hydrates it", async () => {
    const onHydrated = vi.fn();
    container.innerHTML = renderOnServer(<ChangingPage onHydrated={() => {}} />);
    const serverButton = container.querySelector("button");
    await act(async () => {
      hydrateRoot(container, <ChangingPage onHydrated={onHydrated} />);
    });
    await act(async () => rerender());
    // Not blanked, not re-created: React would otherwise render the block afresh and suspend.
    expect(container.querySelector("button")).toBe(serverButton);
    expect(serverButton).toHaveTextContent("Clicked 0");
    expect(onHydrated).not.toHaveBeenCalled();

    await act(async () => scrollIntoView(container.querySelector("#below") as Element));
    expect(onHydrated).toHaveBeenCalledTimes(1);
    expect(container.querySelector("button")).toBe(serverButton);
  });

  it("renders at once when the browser renders the block itself (client-side navigation)", async () => {
    const onHydrated = vi.fn();
    const { createRoot } = await import("react-dom/client");
    await act(async () => {
      createRoot(container).render(<Page onHydrated={onHydrated} />);
    });
    expect(onHydrated).toHaveBeenCalledTimes(1);
    expect(container.querySelector("button")).toHaveTextContent("Clicked 0");
    expect(observed).toHaveLength(0);
  });
});
