// @vitest-environment jsdom
import * as React from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { useApplyModal } from "./apply-modal";
import { useHiringFormModal } from "./hiring-form-modal";
import { applyModalStore, createModalStore, hiringFormModalStore } from "./modal-state";

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

const roots: Root[] = [];
afterEach(() => {
  React.act(() => {
    for (const root of roots.splice(0)) root.unmount();
  });
  hiringFormModalStore.close();
  applyModalStore.close();
  document.body.replaceChildren();
});

function container(): HTMLElement {
  return document.body.appendChild(document.createElement("div"));
}

function renderInNewRoot(element: React.ReactElement): HTMLElement {
  const host = container();
  const root = createRoot(host);
  roots.push(root);
  React.act(() => root.render(element));
  return host;
}

describe("createModalStore", () => {
  it("opens and closes, telling subscribers only when the state changes", () => {
    const store = createModalStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    expect(store.getSnapshot()).toBe(false);

    store.open();
    expect(store.getSnapshot()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    store.open();
    store.setOpen(true);
    expect(listener).toHaveBeenCalledTimes(1);

    store.close();
    expect(store.getSnapshot()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
    store.setOpen(true);
    store.setOpen(false);
    expect(listener).toHaveBeenCalledTimes(4);

    unsubscribe();
    store.open();
    expect(store.getSnapshot()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it("keeps each modal's state apart", () => {
    const first = createModalStore();
    const second = createModalStore();
    first.open();
    expect(second.getSnapshot()).toBe(false);
  });

  it("returns focus on close to the element that had it when the modal opened", () => {
    const store = createModalStore();
    const opener = document.body.appendChild(document.createElement("button"));
    const field = document.body.appendChild(document.createElement("input"));
    opener.focus();
    store.open();
    field.focus();
    store.close();

    const event = new Event("focusout", { cancelable: true });
    store.restoreFocus(event);
    expect(document.activeElement).toBe(opener);
    expect(event.defaultPrevented).toBe(true);
  });

  it("leaves focus to the dialog when the opener has left the page", () => {
    const store = createModalStore();
    const opener = document.body.appendChild(document.createElement("button"));
    opener.focus();
    store.open();
    opener.remove();
    store.close();

    const event = new Event("focusout", { cancelable: true });
    store.restoreFocus(event);
    expect(event.defaultPrevented).toBe(false);
  });
});

function HiringOpener() {
  const modal = useHiringFormModal();
  return (
    <button type="button" onClick={modal.open}>
      Get Started
    </button>
  );
}

function HiringState() {
  const modal = useHiringFormModal();
  return (
    <p>
      hiring {modal.isOpen ? "open" : "closed"}
      <button type="button" onClick={modal.close}>
        Close
      </button>
    </p>
  );
}

function ApplyState() {
  return <p>apply {useApplyModal().isOpen ? "open" : "closed"}</p>;
}

describe("the modals' hooks", () => {
  it("share one state between separate React roots", () => {
    const openerRoot = renderInNewRoot(<HiringOpener />);
    const stateRoot = renderInNewRoot(
      <>
        <HiringState />
        <ApplyState />
      </>,
    );
    expect(stateRoot.textContent).toContain("hiring closed");

    const opener = openerRoot.querySelector("button") as HTMLButtonElement;
    opener.focus();
    React.act(() => opener.click());
    expect(stateRoot.textContent).toContain("hiring open");
    expect(stateRoot.textContent).toContain("apply closed");

    React.act(() => (stateRoot.querySelector("button") as HTMLButtonElement).click());
    expect(stateRoot.textContent).toContain("hiring closed");
    const event = new Event("focusout", { cancelable: true });
    hiringFormModalStore.restoreFocus(event);
    expect(document.activeElement).toBe(opener);
  });

  it("open from code outside React", () => {
    const page = renderInNewRoot(
      <>
        <HiringState />
        <ApplyState />
      </>,
    );
    React.act(() => applyModalStore.open());
    expect(page.textContent).toContain("apply open");
    expect(page.textContent).toContain("hiring closed");
    React.act(() => hiringFormModalStore.open());
    expect(page.textContent).toContain("hiring open");
  });

  it("show a modal opened before its root hydrated, without a hydration mismatch", async () => {
    const island = container();
    island.innerHTML = renderToString(<ApplyState />);
    expect(island.textContent).toBe("apply closed");

    applyModalStore.open();
    const onRecoverableError = vi.fn();
    await React.act(async () => {
      roots.push(hydrateRoot(island, <ApplyState />, { onRecoverableError }));
    });
    expect(island.textContent).toBe("apply open");
    expect(onRecoverableError).not.toHaveBeenCalled();
  });
});
