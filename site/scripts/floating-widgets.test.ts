// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { type OfferSettings, setUpChat, setUpMatchReportOffer } from "./floating-widgets";

const settings: OfferSettings = {
  delayMs: 5000,
  retryMs: 1000,
  dismissedKey: "test:match-report-dismissed",
  dismissAttribute: "data-dismiss",
  heldSubmitAttribute: "data-held-submit",
  shownThisVisitKey: "test:offer-shown",
  keepClearOf: "main form, main [data-slot=button]",
};

// jsdom has the element but not its behaviour: enough of it for the script.
beforeAll(() => {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
  })) as unknown as typeof window.matchMedia;
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.setAttribute("open", "");
    },
    close(this: HTMLDialogElement) {
      if (!this.open) return;
      this.removeAttribute("open");
      this.dispatchEvent(new Event("close"));
    },
  });
});

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

/** The offer's markup as Widgets.astro renders it, with the island's form reduced to its fields. */
function renderOffer(): HTMLDialogElement {
  document.body.innerHTML = `
    <main><input id="elsewhere" /></main>
    <dialog data-match-report='${JSON.stringify(settings)}'>
      <form><input name="email" type="email" /><button type="submit">Send</button>
        <button type="button" data-dismiss>No thanks</button></form>
      <button type="button" data-dismiss aria-label="Close"></button>
    </dialog>`;
  setUpMatchReportOffer();
  return document.querySelector("dialog") as HTMLDialogElement;
}

describe("the match report offer of a page Astro builds", () => {
  it("opens SPEC's delay after the start of the visit, not after the script ran", () => {
    vi.advanceTimersByTime(1500);
    const dialog = renderOffer();
    vi.advanceTimersByTime(3499);
    expect(dialog.open).toBe(false);
    vi.advanceTimersByTime(1);
    expect(dialog.open).toBe(true);
  });

  it("waits while another dialog shows or a field has focus, checking again after the retry time", () => {
    const dialog = renderOffer();
    const chat = document.body.appendChild(document.createElement("div"));
    chat.setAttribute("role", "dialog");
    vi.advanceTimersByTime(5000 + 3000);
    expect(dialog.open).toBe(false);

    // A dialog in a hidden box (the closed chat of a page Astro builds) does not count.
    const box = document.body.appendChild(document.createElement("div"));
    box.hidden = true;
    box.append(chat);
    (document.getElementById("elsewhere") as HTMLInputElement).focus();
    vi.advanceTimersByTime(1000);
    expect(dialog.open).toBe(false);

    (document.getElementById("elsewhere") as HTMLInputElement).blur();
    vi.advanceTimersByTime(999);
    expect(dialog.open).toBe(false);
    vi.advanceTimersByTime(1);
    expect(dialog.open).toBe(true);
  });

  it("never opens once dismissed, and any way of closing it dismisses it", () => {
    const dialog = renderOffer();
    vi.advanceTimersByTime(5000);
    (dialog.querySelector("form [data-dismiss]") as HTMLButtonElement).click();
    expect(dialog.open).toBe(false);
    expect(localStorage.getItem(settings.dismissedKey)).not.toBeNull();

    const again = renderOffer();
    vi.advanceTimersByTime(60_000);
    expect(again.open).toBe(false);
  });

  it("opens once per visit: once one offer has opened, no other page's offer opens", () => {
    const dialog = renderOffer();
    vi.advanceTimersByTime(5000);
    expect(dialog.open).toBe(true);
    expect(sessionStorage.getItem(settings.shownThisVisitKey)).not.toBeNull();
    // The next page of the visit, whichever offer it carries, even one not dismissed yet.
    localStorage.clear();
    const next = renderOffer();
    vi.advanceTimersByTime(60_000);
    expect(next.open).toBe(false);
  });

  it("waits while its box would cover a form or a call to action on screen", () => {
    const dialog = renderOffer();
    const cta = document.querySelector("main")!.appendChild(document.createElement("a"));
    cta.setAttribute("data-slot", "button");
    vi.spyOn(dialog, "getBoundingClientRect").mockReturnValue(new DOMRect(0, 0, 400, 300));
    const ctaBox = vi
      .spyOn(cta, "getClientRects")
      .mockReturnValue([new DOMRect(-100, 300, 120, 44)] as never);
    vi.advanceTimersByTime(5000 + 3000);
    expect(dialog.open).toBe(false);
    expect(sessionStorage.getItem(settings.shownThisVisitKey)).toBeNull();

    // Scrolled out of the offer's way.
    ctaBox.mockReturnValue([new DOMRect(-100, 2000, 120, 44)] as never);
    vi.advanceTimersByTime(1000);
    expect(dialog.open).toBe(true);
  });

  it("the corner's close button closes it", () => {
    const dialog = renderOffer();
    vi.advanceTimersByTime(5000);
    (dialog.querySelector(":scope > [data-dismiss]") as HTMLButtonElement).click();
    expect(dialog.open).toBe(false);
    expect(localStorage.getItem(settings.dismissedKey)).not.toBeNull();
  });

  it("holds a submit the form's code was not there to handle, and leaves a handled one alone", () => {
    const dialog = renderOffer();
    const form = dialog.querySelector("form") as HTMLFormElement;
    const early = new Event("submit", { bubbles: true, cancelable: true });
    form.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(dialog.hasAttribute(settings.heldSubmitAttribute)).toBe(true);

    dialog.removeAttribute(settings.heldSubmitAttribute);
    form.addEventListener("submit", (event) => event.preventDefault(), { once: true });
    form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    expect(dialog.hasAttribute(settings.heldSubmitAttribute)).toBe(false);
  });

  it("does nothing on a page without the offer", () => {
    document.body.innerHTML = "<main></main>";
    expect(() => setUpMatchReportOffer()).not.toThrow();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("the chat of a page Astro builds", () => {
  function renderChat() {
    document.body.innerHTML = `
      <button type="button" aria-expanded="false" data-chat-launcher></button>
      <div data-chat-panel data-close-event="test:close" hidden>
        <div role="dialog"><button type="button" data-chat-close>Close</button><input /></div>
      </div>`;
    setUpChat();
    return {
      launcher: document.querySelector("[data-chat-launcher]") as HTMLButtonElement,
      panel: document.querySelector("[data-chat-panel]") as HTMLElement,
      input: document.querySelector("[data-chat-panel] input") as HTMLInputElement,
    };
  }

  it("the launcher shows the panel with focus in its field; Escape closes it and focuses the launcher", () => {
    const { launcher, panel, input } = renderChat();
    launcher.click();
    expect(panel.hidden).toBe(false);
    expect(launcher.hidden).toBe(true);
    expect(launcher.getAttribute("aria-expanded")).toBe("true");
    expect(document.activeElement).toBe(input);

    input.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(panel.hidden).toBe(true);
    expect(launcher.hidden).toBe(false);
    expect(launcher.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(launcher);
  });

  it("closes from its close button and when the panel asks", () => {
    const { launcher, panel } = renderChat();
    launcher.click();
    (panel.querySelector("[data-chat-close]") as HTMLButtonElement).click();
    expect(panel.hidden).toBe(true);
    launcher.click();
    document.dispatchEvent(new Event("test:close"));
    expect(panel.hidden).toBe(true);
    expect(document.activeElement).toBe(launcher);
  });
});
