// @vitest-environment jsdom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DeepDivesBand } from "~/components/sections/company/llm-training-sections";
import { llmTraining } from "~/content/llm-training";
import { installDisclosures } from "./disclosure";

describe("the disclosure buttons of a page Astro builds", () => {
  it("show and hide their article's full text and change their words", () => {
    document.body.innerHTML = renderToStaticMarkup(
      createElement(DeepDivesBand, { deepDives: llmTraining.deepDives }),
    );
    installDisclosures(document);
    const [first, second] = [...document.querySelectorAll<HTMLButtonElement>("button[data-disclosure]")];
    if (!first || !second) throw new Error("two deep dives expected");
    const panel = (button: HTMLButtonElement) =>
      document.getElementById(button.getAttribute("aria-controls") ?? "") as HTMLElement;
    const words = (button: HTMLButtonElement) => button.firstChild?.textContent;
    expect(panel(first).hidden).toBe(true);
    expect(words(first)).toBe("Read the full article");

    first.click();
    expect(first.getAttribute("aria-expanded")).toBe("true");
    expect(panel(first).hidden).toBe(false);
    expect(words(first)).toBe("Show less");
    expect(first.querySelector(".sr-only")?.textContent).toContain(llmTraining.deepDives.articles[0]?.title);
    // Each article on its own: the other stays closed.
    expect(panel(second).hidden).toBe(true);

    first.click();
    expect(first.getAttribute("aria-expanded")).toBe("false");
    expect(panel(first).hidden).toBe(true);
    expect(words(first)).toBe("Read the full article");
  });
});
