import { pages } from "../../app/content/pages";
import { services, terms } from "../../app/content/pricing-model";
import { pricingRows } from "../../app/content/pricing-offers";
import { expect, test } from "./fixtures";

type Json = Record<string, unknown>;

/** The JSON-LD blocks of a page's HTML, parsed. */
function structuredData(html: string): Json[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, body]) => JSON.parse(body ?? "{}") as Json,
  );
}

test.describe("/pricing", () => {
  test("the prerendered HTML states every package price the model computes, and the same as Offer data", async ({
    request,
  }) => {
    const response = await request.get(pages.pricing.path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    // Prices written in the HTML itself, before any script runs.
    const rows = pricingRows();
    expect(rows).toHaveLength(6);
    for (const row of rows) {
      expect(html).toContain(`${row.hourlyText}<!-- -->/hour`);
      for (const item of row.packages) expect(html).toContain(`${item.monthlyText}<span`);
    }
    expect(html).toContain(terms.directHiringFee);
    expect(html).toContain(terms.staffAugmentationGuarantee);

    const catalog = structuredData(html).find((data) => data["@type"] === "OfferCatalog");
    expect(catalog, "OfferCatalog JSON-LD").toBeTruthy();
    const offers = (catalog?.itemListElement ?? []) as Json[];
    expect(offers).toHaveLength(rows.length * 4 + 1);
    for (const row of rows) {
      for (const item of row.packages) {
        const offer = offers.find(
          (candidate) =>
            String(candidate.name).includes(`: ${row.name}, `) &&
            String(candidate.name).includes(`(${item.hoursLabel})`),
        );
        expect(offer, `${row.name} ${item.hoursLabel}`).toBeTruthy();
        expect(offer?.priceCurrency).toBe("USD");
        expect(offer?.priceSpecification).toEqual([
          expect.objectContaining({
            "@type": "UnitPriceSpecification",
            priceCurrency: "USD",
            unitCode: "HUR",
            minPrice: row.hourly.min,
            maxPrice: row.hourly.max,
          }),
          expect.objectContaining({
            "@type": "UnitPriceSpecification",
            priceCurrency: "USD",
            unitCode: "MON",
            minPrice: item.monthly.min,
            maxPrice: item.monthly.max,
          }),
        ]);
      }
    }
    const fee = offers.find((offer) => (offer.itemOffered as Json)?.name === services.directHiring.name);
    expect(String(fee?.description)).toContain(terms.feePercent);
  });

  test("is reached from the Company menu and links to the calculator with the family's inputs", async ({
    page,
  }) => {
    await page.goto("/clients");
    await page.getByRole("button", { name: "Company" }).click();
    await page.locator("header").getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    const developers = page.locator('[data-family="developers"]');
    await developers.getByRole("link", { name: "Savings estimate: Developers" }).click();
    await expect(page).toHaveURL(/\/savings-calculator\?role=full-stack&seniority=mid&hours=40&overhead=30$/);
    await expect(page.getByRole("combobox", { name: "Role" })).toHaveValue("full-stack");
  });
});
