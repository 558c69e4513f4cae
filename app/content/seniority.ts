/**
 * The seniority levels a hiring company can ask for, and the point of a stack's hourly range each
 * one is priced at in the savings calculator. Small on purpose: /hiring-form reads the labels too.
 */
export type SeniorityLevel = "junior" | "mid" | "senior";

export const seniorityLevels = [
  { value: "junior", label: "Junior", rule: "bottom of the range", minYears: 0 },
  { value: "mid", label: "Mid-level", rule: "midpoint of the range", minYears: 3 },
  { value: "senior", label: "Senior", rule: "top of the range", minYears: 6 },
] as const satisfies readonly { value: SeniorityLevel; label: string; rule: string; minYears: number }[];

/**
 * The level of a person with this many years of experience: the developer bands' 1-3, 3-6 and
 * 6+ years (SPEC section 9), a boundary year counting for the higher level.
 */
export function seniorityForYears(years: number): SeniorityLevel {
  return [...seniorityLevels].reverse().find((level) => years >= level.minYears)?.value ?? "junior";
}
