/**
 * The /pricing page's figures, computed from the pricing model: the price table by role family
 * and the same prices as schema.org offers. The page and its structured data read them from
 * here, so what search engines see is what the visitor sees.
 */
import type { Offer, OfferCatalog, Organization, UnitPriceSpecification, WithContext } from "schema-dts";
import { categories } from "./categories";
import { hiringPackages } from "./hiring-packages";
import { pricingOfferText } from "./pricing";
import {
  CURRENCY,
  categoryHasVariablePay,
  categoryPackagePrices,
  categoryRate,
  formatDollarRange,
  type MoneyRange,
  services,
  terms,
} from "./pricing-model";
import { calculatorSettings } from "./savings-calculator";

export interface PackagePriceRow {
  name: string;
  hoursLabel: string;
  hoursPerWeek: number;
  /** Whole dollars, as shown. */
  monthly: MoneyRange;
  /** "$1,257-2,557" */
  monthlyText: string;
}

export interface PriceRow {
  slug: string;
  name: string;
  hourly: MoneyRange;
  /** "$29-59" */
  hourlyText: string;
  variablePay: boolean;
  packages: PackagePriceRow[];
  /** The savings calculator set to the family's first role, full-time, mid-level. */
  calculatorHref: string;
}

const wholeRange = (range: MoneyRange): MoneyRange => ({
  min: Math.round(range.min),
  max: Math.round(range.max),
});

function calculatorHref(role: string): string {
  const { params, defaults } = calculatorSettings;
  const search = new URLSearchParams({
    [params.role]: role,
    [params.seniority]: "mid",
    [params.hours]: String(hiringPackages.at(-1)?.hoursPerWeek ?? defaults.hoursPerWeek),
    [params.overhead]: String(defaults.overheadPercent),
  });
  return `/savings-calculator?${search.toString()}`;
}

/** One row per role family: its hourly range and the four packages' monthly ranges. */
export function pricingRows(): PriceRow[] {
  return categories.map((category) => {
    const hourly = categoryRate(category);
    return {
      slug: category.slug,
      name: category.name,
      hourly,
      hourlyText: formatDollarRange(hourly),
      variablePay: categoryHasVariablePay(category),
      packages: categoryPackagePrices(category).map((price) => ({
        name: price.package.name,
        hoursLabel: price.package.hoursLabel,
        hoursPerWeek: price.package.hoursPerWeek,
        monthly: wholeRange(price.monthly),
        monthlyText: formatDollarRange(price.monthly),
      })),
      calculatorHref: calculatorHref(category.stacks[0]?.slug ?? calculatorSettings.defaults.role),
    };
  });
}

const unitPrice = (range: MoneyRange, unitCode: "HUR" | "MON", unitText: string): UnitPriceSpecification => ({
  "@type": "UnitPriceSpecification",
  priceCurrency: CURRENCY,
  minPrice: range.min,
  maxPrice: range.max,
  unitCode,
  unitText,
});

/** The prices as a schema.org OfferCatalog: every family × package, and the Direct Hiring fee. */
export function pricingStructuredData({
  url,
  provider,
}: {
  url: string;
  provider: string;
}): WithContext<OfferCatalog> {
  const organization: Organization = { "@type": "Organization", name: provider };
  const staffing = pricingRows().flatMap((row) =>
    row.packages.map(
      (item): Offer => ({
        "@type": "Offer",
        name: pricingOfferText.staffAugmentation(row.name, `${item.name} (${item.hoursLabel})`),
        itemOffered: {
          "@type": "Service",
          name: `${services.staffAugmentation.name}: ${row.name}`,
          provider: organization,
        },
        priceCurrency: CURRENCY,
        priceSpecification: [unitPrice(row.hourly, "HUR", "hour"), unitPrice(item.monthly, "MON", "month")],
        url,
      }),
    ),
  );
  const directHiring: Offer = {
    "@type": "Offer",
    name: pricingOfferText.directHiring,
    description: `${terms.directHiringFee}; ${terms.directHiringGuarantee}.`,
    itemOffered: { "@type": "Service", name: services.directHiring.name, provider: organization },
    priceCurrency: CURRENCY,
    url,
  };
  return {
    "@context": "https://schema.org",
    "@type": "OfferCatalog",
    name: pricingOfferText.catalogName,
    url,
    itemListElement: [...staffing, directHiring],
  };
}
