/**
 * SPEC's package rate band (section 9, "Packages": "rates $25-80/hour"), which the home page and
 * the staff augmentation page keep in their SPEC sentences ("Rates range from $25 to $80 per hour
 * depending on role and seniority"). It is not the pricing model's range: the published
 * catalogue's all-inclusive stack rates (pricing-model.ts) run from its lowest to its highest
 * stack, and its lowest stack sits under $25. So the band never stands alone: its label says it is
 * a broad guide and gives the catalogue's range beside it, computed from the model, so a buyer
 * knows which figure a role is priced at. The figure audit (tests/e2e/figure-registry.ts) accepts
 * the band only with this label next to it.
 */
import { formatDollarRange, formatDollars, siteRateRange } from "./pricing-model";

const band = { min: 25, max: 80 } as const;

/** "$23-64": the lowest to the highest all-inclusive stack rate of the published catalogue. */
const catalogueRateText = formatDollarRange(siteRateRange());

export const packageRateBand = {
  ...band,
  /** "$25 to $80", as SPEC's sentences print it. */
  text: `${formatDollars(band.min)} to ${formatDollars(band.max)}`,
  /** What the band is and how it relates to the catalogue: printed in brackets right after it. */
  label: `a broad guide, not a price list: our published catalogue's all-inclusive rates run ${catalogueRateText} an hour, see Pricing`,
} as const;
