import type { Page } from "@playwright/test";
import { categories, categoryPath } from "../../app/content/categories";
import { expect, test } from "./fixtures";

/**
 * The product-UI visuals beside the page heroes (shown from 1024 px) print every label whole:
 * no text is cut off by an ellipsis or clipped by its box, in any language.
 */
const pages = [
  "/clients",
  ...categories.map(categoryPath),
  "/es/candidates/llm-specialists",
  "/pt-br/candidates/llm-specialists",
  "/about",
  "/security",
  "/pricing",
];

/** Texts of the hero visual cut by their box (ellipsis, clipping) or reaching past the visual. */
function cutLabels(page: Page) {
  return page.evaluate(() => {
    const visual = document.querySelector("main section [aria-hidden='true'].lg\\:flex");
    if (!visual) return ["no hero visual"];
    const frame = visual.getBoundingClientRect();
    const cut: string[] = [];
    for (const element of visual.querySelectorAll<HTMLElement>("*")) {
      const ownText = [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent?.trim());
      if (!ownText) continue;
      const style = getComputedStyle(element);
      const clips = style.overflowX !== "visible" || style.textOverflow === "ellipsis";
      const wide = element.scrollWidth > element.clientWidth + 1;
      const tall = element.scrollHeight > element.clientHeight + 1 && style.overflowY !== "visible";
      const box = element.getBoundingClientRect();
      const outside = box.left < frame.left - 1 || box.right > frame.right + 1;
      if ((clips && (wide || tall)) || outside) cut.push(element.textContent?.trim() ?? "");
    }
    return cut;
  });
}

for (const path of pages) {
  test(`${path}: no hero visual label is cut off from 1024 to 1440 px`, async ({ page }) => {
    await page.goto(path);
    for (const width of [1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await cutLabels(page), `${path} at ${width} px`).toEqual([]);
    }
    // Below 1024 px the visual is not drawn at all (its figures are written out on the page).
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.locator("main section [aria-hidden='true'].lg\\:flex").first()).toBeHidden();
  });
}
