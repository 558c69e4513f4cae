/**
 * The figures each industry page is built around (SPEC section 9): its shortlist time, its
 * saving, its 90-day retention and how much faster it hires. Times and retention are claims
 * (claims.ts); the saving is a pay comparison (savings-readings.ts). Kept apart from the page
 * content so the page's sections can word them without bundling the content module.
 */
import { type ClaimId, claimStat, claimsAsOfLine } from "./claims";
import type { StatItem } from "./company-shapes";
import type { ScenarioLinkItem } from "./model-figures";
import {
  type IndustryKey,
  industryPaySavings,
  industryPaySavingsQualifier,
  savingsScenarioLinks,
  savingsTileLabel,
} from "./savings-readings";

export interface IndustryStats {
  industry: IndustryKey;
  /** Shortlist delivery. */
  shortlist: ClaimId;
  /** Hires still in place after 90 days. */
  retention90d: ClaimId;
  /** How much shorter time-to-hire is. */
  timeToHire: ClaimId;
}

/** "60%": the industry's all-inclusive saving for its scenario. */
export function industrySavingsValue(stats: Pick<IndustryStats, "industry">): string {
  return `${industryPaySavings[stats.industry]}%`;
}

/** The calculator scenario that reproduces the industry's saving. */
export function industrySavingsLinks(stats: Pick<IndustryStats, "industry">): ScenarioLinkItem[] {
  return savingsScenarioLinks(stats.industry);
}

/** The industry's saving as a tile, with what it compares and the scenario that gives it. */
export function industrySavingsItem(stats: Pick<IndustryStats, "industry">): StatItem {
  return {
    value: industrySavingsValue(stats),
    label: savingsTileLabel,
    description: industryPaySavingsQualifier(stats.industry),
    links: industrySavingsLinks(stats),
  };
}

/** A claim as a tile of the company pages, with what it counts. */
export function claimTile(id: ClaimId): StatItem {
  return claimStat(id);
}

/** The four hero tiles, worded from the stats object so text and figures cannot drift apart. */
export function industryStatItems(stats: IndustryStats): StatItem[] {
  return [
    claimTile(stats.shortlist),
    industrySavingsItem(stats),
    claimTile(stats.retention90d),
    claimTile(stats.timeToHire),
  ];
}

/** The date the hero's claims were counted: "Figures as of October 2026." */
export function industryStatsAsOf(stats: IndustryStats): string {
  return claimsAsOfLine([stats.shortlist, stats.retention90d, stats.timeToHire]);
}
