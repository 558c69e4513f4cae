import { describe, expect, it } from "vitest";
import {
  directHiringGuaranteeText,
  extendedGuaranteeScope,
  staffAugmentationGuaranteeText,
} from "../../app/content/guarantee-terms";
import { checkGuaranteesHtml } from "./guarantees";

const page = (body: string) => `<!doctype html><html><body><main>${body}</main></body></html>`;
const relations = (path: string, body: string) =>
  checkGuaranteesHtml(path, page(body)).map((found) => found.relation);

describe("one set of guarantee terms", () => {
  it("accepts each service's own sentence, in every language, on one page", () => {
    expect(
      relations("/pricing", `<p>${staffAugmentationGuaranteeText.en}</p><p>${directHiringGuaranteeText}</p>`),
    ).toEqual([]);
    for (const text of [staffAugmentationGuaranteeText.es, staffAugmentationGuaranteeText["pt-br"]])
      expect(relations("/es/candidates/developers/backend", `<p>${text}</p>`)).toEqual([]);
  });

  it("gives a length to the service named beside it, in its sentence or over its card", () => {
    expect(
      relations(
        "/startups",
        "<p>A replacement guarantee covers 90 days on staff augmentation (30 days on direct hiring).</p>",
      ),
    ).toEqual([]);
    expect(
      relations("/", "<section><h3>Direct Hiring</h3><ul><li>90-day guarantee</li></ul></section>"),
    ).toEqual(["Direct Hiring's guarantee is 30 days"]);
    expect(
      relations(
        "/",
        "<table><thead><tr><th>Feature</th><th>Direct Hiring</th><th>Staff Augmentation</th></tr></thead><tbody><tr><td>Guarantee</td><td>30-day guarantee</td><td>90-day replacement guarantee</td></tr></tbody></table>",
      ),
    ).toEqual([]);
  });

  it("asks a page with both lengths to say which service each is, and knows no third length", () => {
    expect(
      relations("/", "<p>A 90-day replacement guarantee.</p><p>On Direct Hiring, a 30-day guarantee.</p>"),
    ).toEqual(["a guarantee length on a page that gives both services' without saying which service it is"]);
    expect(relations("/", "<p>Every hire has a 60-day guarantee.</p>")).toEqual([
      "a guarantee length no service has",
    ]);
  });

  it("gives the longer guarantee only with who it covers", () => {
    expect(
      relations("/saas", "<p>Staff Augmentation: a 6-month replacement guarantee for senior SaaS roles.</p>"),
    ).toEqual(['the 6-month guarantee is given without saying who "senior SaaS roles" are']);
    expect(
      relations(
        "/saas",
        `<p>Staff Augmentation: a 6-month replacement guarantee for senior SaaS roles (${extendedGuaranteeScope.en}).</p>`,
      ),
    ).toEqual([]);
    expect(
      relations("/saas", "<p>On Staff Augmentation, a 12-month guarantee for senior roles.</p>"),
    ).toContain("the longer guarantee is 6 months, its one source");
  });

  it("holds a stack page to Staff Augmentation's guarantee", () => {
    expect(relations("/candidates/developers/backend", "<p>Start with a 2-week paid trial.</p>")).toEqual([
      "a stack page sells Staff Augmentation without stating its guarantee",
    ]);
    expect(
      relations("/pt-br/candidates/sales/sdr-bdr", `<p>${staffAugmentationGuaranteeText["pt-br"]}</p>`),
    ).toEqual([]);
  });
});
