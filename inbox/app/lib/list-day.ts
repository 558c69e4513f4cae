import { z } from "zod";

/**
 * A calendar day (`YYYY-MM-DD`) in a list's URL, or empty when it is not one: a real date of a
 * year the database and the lists can use (2024-02-30 and 0000-01-01 are not).
 */
export const listDay = z
  .string()
  .pipe(z.iso.date())
  .refine((value) => {
    const year = Number(value.slice(0, 4));
    return year >= 1900 && year <= 9999;
  })
  .catch("");
