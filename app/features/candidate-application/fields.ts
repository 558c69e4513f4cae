/**
 * The applicant's fields in the form's order, as plain data: the form renders from this module
 * and loads its checks (./validation.ts, with content/forms/candidate-application-schema.ts)
 * only when it first validates, so they stay out of a page's first load. The request also
 * carries the page's `locale`.
 */
export const APPLICATION_FIELDS = [
  "fullName",
  "email",
  "country",
  "category",
  "specialization",
  "yearsOfExperience",
  "englishLevel",
  "profileUrl",
  "hourlyRate",
  "availability",
  "note",
  "stayInPool",
  "shareProfile",
] as const;
