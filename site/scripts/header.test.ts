// @vitest-environment jsdom
import { createElement, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MOBILE_MENU_DIALOG_ID } from "~/components/layout/mobile-menu";
import { MobileMenuDialog } from "~/components/layout/mobile-menu-dialog";
import { SiteHeader } from "~/components/layout/site-header";
import { installHeader } from "./header";

/**
 * The script runs on the HTML the app's components render for a static page, as
 * site/components/Header.astro renders it: the two must agree on every attribute.
 */
function renderHeader() {
  // Links stay on this document (jsdom does not navigate).
  document.onclick = (event) => event.preventDefault();
  document.body.innerHTML = renderToStaticMarkup(
    createElement(
      Fragment,
      null,
      createElement(SiteHeader),
      createElement(MobileMenuDialog, { id: MOBILE_MENU_DIALOG_ID }),
      createElement("footer", null, createElement("a", { href: "/elsewhere" }, "Elsewhere")),
    ),
  );
  installHeader(document);
}

const trigger = (name: string) => {
  const button = [...document.querySelectorAll<HTMLButtonElement>("[data-menu-trigger]")].find(
    (element) => element.textContent === name,
  );
  if (!button) throw new Error(`no ${name} trigger`);
  return button;
};
const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute("aria-controls") ?? "");
const categoryLink = (slug: string) =>
  document.querySelector<HTMLElement>(`[data-category-link="${slug}"]`) as HTMLElement;
const visibleStacks = () =>
  [...document.querySelectorAll<HTMLElement>("[data-stacks]")]
    .filter((list) => !list.hidden)
    .map((list) => list.dataset.stacks);
const key = (target: Element, name: string) =>
  target.dispatchEvent(new KeyboardEvent("keydown", { key: name, bubbles: true, cancelable: true }));

describe("the static header's dropdowns", () => {
  beforeEach(renderHeader);

  it("keeps one open at a time, toggles on its trigger and closes on a chosen link", () => {
    const industries = trigger("Industries");
    const company = trigger("Company");
    industries.click();
    expect(industries.getAttribute("aria-expanded")).toBe("true");
    expect(panelOf(industries)?.hidden).toBe(false);
    company.click();
    expect(industries.getAttribute("aria-expanded")).toBe("false");
    expect(panelOf(industries)?.hidden).toBe(true);
    expect(panelOf(company)?.hidden).toBe(false);
    company.click();
    expect(panelOf(company)?.hidden).toBe(true);

    company.click();
    panelOf(company)?.querySelector("a")?.click();
    expect(company.getAttribute("aria-expanded")).toBe("false");
  });

  it("closes on Escape with focus back on the trigger, and on a press outside", () => {
    const candidates = trigger("Candidates");
    candidates.click();
    categoryLink("sales").focus();
    key(document.body, "Escape");
    expect(panelOf(candidates)?.hidden).toBe(true);
    expect(document.activeElement).toBe(candidates);

    candidates.click();
    document.querySelector("footer a")?.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(panelOf(candidates)?.hidden).toBe(true);
  });

  it("closes when focus leaves the trigger and its panel", () => {
    const candidates = trigger("Candidates");
    candidates.click();
    categoryLink("design").focus();
    (document.querySelector("footer a") as HTMLElement).focus();
    expect(candidates.getAttribute("aria-expanded")).toBe("false");
  });
});

describe("the static header's Candidates panel", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    renderHeader();
    trigger("Candidates").click();
  });
  afterEach(() => vi.useRealTimers());

  it("shows every category's specializations in the HTML, none until one is active", () => {
    const slugs = [...document.querySelectorAll<HTMLElement>("[data-category-link]")].map(
      (link) => link.dataset.categoryLink,
    );
    expect(slugs.length).toBeGreaterThan(1);
    expect(
      [...document.querySelectorAll<HTMLElement>("[data-stacks]")].map((list) => list.dataset.stacks),
    ).toEqual(slugs);
    expect(visibleStacks()).toEqual([]);
    expect(document.querySelector<HTMLElement>("[data-pane-hint]")?.hidden).toBe(false);
  });

  it("switches on a resting pointer only after the hover intent delay", () => {
    categoryLink("developers").dispatchEvent(new MouseEvent("mouseenter"));
    expect(visibleStacks()).toEqual(["developers"]);
    expect(categoryLink("developers").hasAttribute("data-active")).toBe(true);
    expect(document.querySelector<HTMLElement>("[data-pane-hint]")?.hidden).toBe(true);

    // Crossing a category on the way to the pane does not switch it.
    categoryLink("sales").dispatchEvent(new MouseEvent("mouseenter"));
    vi.advanceTimersByTime(100);
    categoryLink("sales").dispatchEvent(new MouseEvent("mouseleave"));
    vi.advanceTimersByTime(200);
    expect(visibleStacks()).toEqual(["developers"]);

    categoryLink("design").dispatchEvent(new MouseEvent("mouseenter"));
    vi.advanceTimersByTime(149);
    expect(visibleStacks()).toEqual(["developers"]);
    vi.advanceTimersByTime(1);
    expect(visibleStacks()).toEqual(["design"]);
    expect(categoryLink("developers").hasAttribute("data-active")).toBe(false);
  });

  it("moves with the arrow keys: within a list, into the specializations and back", () => {
    categoryLink("developers").focus();
    key(categoryLink("developers"), "ArrowDown");
    expect(document.activeElement).toBe(categoryLink("sales"));
    expect(visibleStacks()).toEqual(["sales"]);
    key(categoryLink("sales"), "ArrowRight");
    const sales = [...document.querySelectorAll<HTMLElement>('[data-stacks="sales"] [data-stack-link]')];
    expect(document.activeElement).toBe(sales[0]);
    key(sales[0] as HTMLElement, "ArrowUp");
    expect(document.activeElement).toBe(sales.at(-1));
    key(sales.at(-1) as HTMLElement, "ArrowLeft");
    expect(document.activeElement).toBe(categoryLink("sales"));
  });
});

describe("the static header's mobile menu", () => {
  beforeEach(() => {
    // jsdom has no modal dialogs: open and close as far as the script can tell.
    HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
      this.open = true;
    };
    HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
      if (!this.open) return;
      this.open = false;
      this.dispatchEvent(new Event("close"));
    };
    renderHeader();
  });

  it("is a dialog in the HTML with the links, which its button opens and a chosen link closes", () => {
    const button = document.querySelector<HTMLButtonElement>("[data-mobile-menu]") as HTMLButtonElement;
    const dialog = document.getElementById(MOBILE_MENU_DIALOG_ID) as HTMLDialogElement;
    expect(button.getAttribute("aria-controls")).toBe(dialog.id);
    expect(dialog.querySelectorAll('nav a[href^="/candidates/"]').length).toBeGreaterThan(10);

    button.click();
    expect(dialog.open).toBe(true);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(document.documentElement.style.overflow).toBe("hidden");
    dialog.querySelector<HTMLAnchorElement>("nav a")?.click();
    expect(dialog.open).toBe(false);
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(document.documentElement.style.overflow).toBe("");
    expect(document.activeElement).toBe(button);
  });

  it("closes from its close button and from 'Candidate Apply', whose modal opens next", () => {
    const button = document.querySelector<HTMLButtonElement>("[data-mobile-menu]") as HTMLButtonElement;
    const dialog = document.getElementById(MOBILE_MENU_DIALOG_ID) as HTMLDialogElement;
    button.click();
    dialog.querySelector<HTMLButtonElement>("[data-menu-close]")?.click();
    expect(dialog.open).toBe(false);
    button.click();
    const apply = dialog.querySelector<HTMLButtonElement>('[data-opens="apply-modal"]');
    expect(apply?.textContent).toBe("Candidate Apply");
    apply?.click();
    expect(dialog.open).toBe(false);
  });
});
