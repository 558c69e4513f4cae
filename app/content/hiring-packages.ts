/**
 * The weekly-hours packages (SPEC section 9: 10, 20, 30 hours per week and full-time), as the
 * savings calculator and the hiring wizard's lead details use them.
 */
export interface HiringPackage {
  name: string;
  hoursPerWeek: number;
  /** How the hours read on the package card. */
  hoursLabel: string;
}

export const hiringPackages = [
  { name: "Starter", hoursPerWeek: 10, hoursLabel: "10 hours/week" },
  { name: "Growth", hoursPerWeek: 20, hoursLabel: "20 hours/week" },
  { name: "Scale", hoursPerWeek: 30, hoursLabel: "30 hours/week" },
  // Full-time is counted as a 40-hour week wherever hours are multiplied.
  { name: "Enterprise", hoursPerWeek: 40, hoursLabel: "Full-Time" },
] as const satisfies readonly HiringPackage[];

export function findHiringPackage(hoursPerWeek: number): HiringPackage | undefined {
  return hiringPackages.find((item) => item.hoursPerWeek === hoursPerWeek);
}

/** "Growth, 20 hours/week" or "Enterprise, Full-Time (40 hours/week)". */
export function describeHiringPackage(item: HiringPackage): string {
  const hours = `${item.hoursPerWeek} hours/week`;
  return item.hoursLabel === hours ? `${item.name}, ${hours}` : `${item.name}, ${item.hoursLabel} (${hours})`;
}
