/**
 * The attributes that tell a figure's kind and role to the figure relations
 * (scripts/figure-relations): `data-figure="pay"` on what the talent is paid, `data-figure="price"`
 * on what a client pays, each with `data-role`, the stack or category slug whose all-inclusive
 * rate it belongs to. Reading them is sturdier than reading the prose around a figure, which
 * changes with the language.
 */
import type { Seniority } from "./pricing-model";

export const FIGURE_ATTRIBUTE = "data-figure";
export const ROLE_ATTRIBUTE = "data-role";
export const SENIORITY_ATTRIBUTE = "data-seniority";
/** "month" for monthly pay (full-time), hourly otherwise. */
export const PERIOD_ATTRIBUTE = "data-period";
/** "total" for on-target earnings, base plus the commission billed on top of the rate. */
export const PART_ATTRIBUTE = "data-pay-part";

export interface PayMark {
  /** A stack or category slug. */
  role: string;
  seniority?: Seniority;
  period?: "hour" | "month";
  part?: "base" | "total";
}

/** The attributes of an element holding a pay figure. */
export function payMark(mark: PayMark): Record<string, string> {
  return {
    [FIGURE_ATTRIBUTE]: "pay",
    [ROLE_ATTRIBUTE]: mark.role,
    ...(mark.seniority ? { [SENIORITY_ATTRIBUTE]: mark.seniority } : {}),
    ...(mark.period === "month" ? { [PERIOD_ATTRIBUTE]: "month" } : {}),
    ...(mark.part === "total" ? { [PART_ATTRIBUTE]: "total" } : {}),
  };
}

/** The attributes of an element holding a client's all-inclusive rate. */
export function priceMark(role: string): Record<string, string> {
  return { [FIGURE_ATTRIBUTE]: "price", [ROLE_ATTRIBUTE]: role };
}
