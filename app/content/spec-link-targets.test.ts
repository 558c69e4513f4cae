/**
 * The link targets SPEC gives for named buttons, in every language the pages are published in: a
 * hiring button leads where SPEC sends it, never to another sales page on the way.
 */
import { describe, expect, it } from "vitest";
import { LOCALES } from "~/lib/i18n/locales";
import { buildStackPageData } from "./candidate-page-data";
import { candidatesPageData } from "./candidate-static-pages";
import { allStacks } from "./categories";
import type { CallToAction } from "./types";

const hrefs = (actions: readonly CallToAction[]) =>
  actions.flatMap((action) => ("href" in action ? [action.href] : []));

describe.each(LOCALES)("SPEC's link targets (%s)", (locale) => {
  it("sends both hero buttons of every stack page to /hiring-form", () => {
    for (const { category, stack } of allStacks()) {
      const page = buildStackPageData(category.slug, stack.slug, locale);
      expect(page?.text.heroActions).toHaveLength(2);
      expect(hrefs(page?.text.heroActions ?? [])).toEqual(["/hiring-form", "/hiring-form"]);
    }
  });

  it("links /candidates only to /hiring-form, /#demo and /#about", () => {
    const page = candidatesPageData(locale);
    const targets = [...hrefs(page.hero.actions), ...hrefs(page.cta.actions)];
    expect(new Set(targets)).toEqual(new Set(["/hiring-form", "/#demo", "/#about"]));
  });
});
