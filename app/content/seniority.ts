/**
 * The seniority levels a hiring company can ask for, and the point of a stack's hourly range each
 * one is priced at in the savings calculator. Small on purpose: /hiring-form reads the labels too.
 */
export type SeniorityLevel = "junior" | "mid" | "senior";

export const seniorityLevels = [
  { value: "junior", label: "Junior", rule: "bottom of the range" },
  { value: "mid", label: "Mid-level", rule: "midpoint of the range" },
  { value: "senior", label: "Senior", rule: "top of the range" },
] as const satisfies readonly { value: SeniorityLevel; label: string; rule: string }[];
