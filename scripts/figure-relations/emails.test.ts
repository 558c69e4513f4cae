import { describe, expect, it } from "vitest";
import { candidateDurations, durationText } from "../../app/content/durations";
import { emailCatalog } from "../../server/emails/catalog";
import { renderEmail } from "../../server/emails/render.server";
import { checkCountsHtml, describeRelation } from "./counts-nest";
import { checkDurationsHtml, checkDurationsText } from "./durations";

// Every e-mail the forms and the outbox send, as rendered: its HTML part and its plain text.
describe("the e-mails state each step's one duration and nested counts", () => {
  it.each(emailCatalog.map((entry) => [entry.name, entry] as const))("%s", async (name, entry) => {
    const { html, text } = await renderEmail(entry.element());
    const relations = [
      ...checkCountsHtml(`e-mail ${name}`, html),
      ...checkDurationsHtml(`e-mail ${name}`, html),
      ...checkDurationsText(`e-mail ${name} (text)`, text),
    ];
    expect(relations.map(describeRelation)).toEqual([]);
  });

  it("catches a planted contradiction in a rendered e-mail", async () => {
    const acknowledgment = emailCatalog.find((entry) => entry.name === "candidate-acknowledgment-en");
    if (!acknowledgment) throw new Error("No English candidate acknowledgment in the catalogue");
    const { html } = await renderEmail(acknowledgment.element());
    const review = durationText(candidateDurations.applicationReview);
    expect(html).toContain(review);
    expect(
      checkDurationsHtml("e-mail", html.replace(review, "48 hours")).map((relation) => relation.relation),
    ).toEqual(["the applicationReview step takes 5 business days, its one source"]);
  });
});
