/**
 * The audiences the page list (content/pages.ts) gives the pages, which the offers meant for one
 * audience (the report pop-up) follow and nothing else.
 */
import { describe, expect, it } from "vitest";
import { catalogueAudience, pages } from "~/content/pages";
import { LOCALES } from "~/lib/i18n/locales";
import type { Audience } from "~/lib/page-audience";
import {
  aiMatchingPage,
  candidatesPage,
  categoryPage,
  stackPage,
  talentApplyPage,
  talentPage,
} from "../../site/lib/candidate-pages";

describe("page audiences", () => {
  it("gives the role catalogue's audience to the category and stack pages, in every language", () => {
    for (const locale of LOCALES) {
      expect(categoryPage("developers", locale)?.audience).toBe(catalogueAudience);
      expect(stackPage("developers", "backend", locale)?.audience).toBe(catalogueAudience);
    }
  });

  it("gives the translated candidate pages the English page's audience", async () => {
    for (const locale of LOCALES) {
      expect(talentPage(locale).audience).toBe(pages.talent.audience);
      expect(talentApplyPage(locale).audience).toBe(pages.talentApply.audience);
      expect(aiMatchingPage(locale).audience).toBe(pages.aiMatching.audience);
      expect(candidatesPage(locale).audience).toBe(pages.candidates.audience);
    }
  });

  it("speaks to candidates only on the candidate pages, and to companies on the sales pages", () => {
    const byAudience = (audience: Audience) =>
      Object.values(pages)
        .filter((page) => page.audience === audience)
        .map((page) => page.path);
    expect(byAudience("candidates").sort()).toEqual(["/ai-matching", "/talent", "/talent-apply"]);
    expect(byAudience("companies")).toEqual(
      expect.arrayContaining(["/", "/startups", "/saas", "/ecommerce", "/clients", "/hiring-form"]),
    );
  });
});
