import type { PricingPageContent, RateExample } from "~/components/sections/company/pricing-page";
import { findStack } from "~/content/categories";
import { pages } from "~/content/pages";
import {
  pricingCta,
  pricingFaq,
  pricingHero,
  pricingIncludes,
  pricingRateCard,
  pricingServices,
  pricingTable,
  pricingTerms,
} from "~/content/pricing";
import { formatDollarRange, monthlyHours, monthlyPriceRange, rateIncludes } from "~/content/pricing-model";
import { pricingRows, pricingStructuredData } from "~/content/pricing-offers";
import { absoluteUrl } from "~/content/seo";
import { site } from "~/content/site";

/** The hero's worked example: one role, full-time, from the model. */
function rateExample(): RateExample {
  const found = findStack("developers", pricingRateCard.exampleRole);
  if (!found) throw new Error(`No stack ${pricingRateCard.exampleRole}`);
  const { salaryRange } = found.stack;
  const hours = pricingRateCard.exampleHours;
  return {
    role: found.stack.name,
    hourlyText: formatDollarRange(salaryRange),
    hoursPerWeek: hours,
    monthlyHoursText: monthlyHours(hours).toFixed(1),
    monthlyText: formatDollarRange(monthlyPriceRange(hours, salaryRange)),
  };
}

/**
 * The /pricing page's content, figures and structured data, computed at build time from the
 * pricing model and handed to the page component as plain data.
 */
export function pricingPageContent() {
  const rows = pricingRows();
  const example = rateExample();
  const content: PricingPageContent = {
    hero: pricingHero,
    rateCard: {
      title: pricingRateCard.title,
      rateLabel: pricingRateCard.rateLabel,
      hoursLabel: pricingRateCard.hoursLabel(example.hoursPerWeek),
      hoursValue: pricingRateCard.hoursValue(example.monthlyHoursText),
      priceLabel: pricingRateCard.priceLabel,
      note: pricingRateCard.note,
    },
    services: pricingServices,
    includes: { ...pricingIncludes, items: rateIncludes.map((item) => item.label) },
    table: {
      eyebrow: pricingTable.eyebrow,
      title: pricingTable.title,
      description: pricingTable.description,
      formula: pricingTable.formula,
      example: pricingTable.example(example.role, example.hourlyText, example.monthlyText),
      rateLabel: pricingTable.rateLabel,
      perHour: pricingTable.perHour,
      perMonth: pricingTable.perMonth,
      variablePay: pricingTable.variablePay,
      calculatorLinks: Object.fromEntries(
        rows.map((row) => [row.slug, pricingTable.calculatorLink(row.name)]),
      ),
      popularLabel: pricingTable.popularLabel,
      popularHours: pricingTable.popularHours,
    },
    terms: pricingTerms,
    faq: pricingFaq,
    cta: pricingCta,
  };
  return {
    page: pages.pricing,
    content,
    rows,
    example,
    structuredData: pricingStructuredData({ url: absoluteUrl(pages.pricing.path), provider: site.name }),
  };
}
