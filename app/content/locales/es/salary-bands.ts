/**
 * Spanish text of the pay bands on the developer and sales category pages: the level and
 * experience of each monthly developer band and the role of each sales OTE band, keyed by the
 * English level or role. Amounts stay in the English module.
 */
import type { MonthlyBand, OteBand } from "~/content/salary-bands";

/** The English `level` of each developer monthly band. */
export type DeveloperBandLevel = "Junior" | "Mid" | "Senior";

/** The English `role` of each sales OTE band. */
export type SalesOteRole = "SDR" | "Account Executive" | "Sales Manager";

export const developerMonthlyBandsText: Record<
  DeveloperBandLevel,
  Pick<MonthlyBand, "level" | "experience">
> = {
  Junior: { level: "Junior", experience: "1–3 años" },
  Mid: { level: "Semi senior", experience: "3–6 años" },
  Senior: { level: "Senior", experience: "6+ años" },
};

export const salesOteBandsText: Record<SalesOteRole, Pick<OteBand, "role">> = {
  SDR: { role: "SDR" },
  "Account Executive": { role: "Account Executive" },
  "Sales Manager": { role: "Gerente de ventas" },
};
