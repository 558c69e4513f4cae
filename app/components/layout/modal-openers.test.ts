// @vitest-environment jsdom
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { installModalOpeners } from "./modal-openers";
import { applyModalStore, hiringFormModalStore } from "./modal-state";

afterAll(installModalOpeners());

afterEach(() => {
  hiringFormModalStore.close();
  applyModalStore.close();
  document.body.innerHTML = "";
});

/** A static page's button, as an Astro page renders a call to action, clicked on its label. */
function clickStaticButton(opens: string) {
  document.body.innerHTML = `<main><button type="button" data-opens="${opens}"><span>Label</span></button></main>`;
  document.querySelector("span")?.click();
  return document.querySelector("button");
}

describe("calls to action in static HTML", () => {
  it("open the hiring modal and the apply modal from a click anywhere on the button", () => {
    clickStaticButton("hiring-modal");
    expect(hiringFormModalStore.getSnapshot()).toBe(true);
    expect(applyModalStore.getSnapshot()).toBe(false);
    clickStaticButton("apply-modal");
    expect(applyModalStore.getSnapshot()).toBe(true);
  });

  it("remember the button, so focus returns to it when the modal closes", () => {
    const button = clickStaticButton("hiring-modal");
    expect(document.activeElement).toBe(button);
  });

  it("ignore other clicks and unknown modal names", () => {
    clickStaticButton("no-such-modal");
    document.body.click();
    expect(hiringFormModalStore.getSnapshot()).toBe(false);
    expect(applyModalStore.getSnapshot()).toBe(false);
  });
});
