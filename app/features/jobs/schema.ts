/**
 * An opening as the team writes it in the inbox's editor, checked on the server (and usable in
 * the browser): category and stack from the one category list, seniority from the seniority
 * levels, countries from the served countries, and a rate range inside the stack's typical range
 * unless the editor overrides it.
 */
import { z } from "zod";
import { categories, findStack, formatSalaryRange } from "~/content/categories";
import { SERVED_COUNTRIES } from "~/content/countries";
import {
  JOB_TRANSLATION_LOCALES,
  JOB_TYPES,
  type JobOpeningTranslations,
  jobTranslationLabels,
} from "~/content/job-openings";
import { seniorityLevels } from "~/content/seniority";
import { isCalendarDay } from "~/lib/calendar-day";
import { freeText, oneLineText } from "~/lib/one-line-text";
import {
  isInsideRange,
  MAX_HOURLY_RATE,
  MAX_MARKDOWN_LENGTH,
  MAX_TITLE_LENGTH,
  rateWarning,
} from "./editor-rules";

export { MAX_MARKDOWN_LENGTH, MAX_TITLE_LENGTH, rateWarning };

const categorySlugs = categories.map((category) => category.slug) as [string, ...string[]];
const seniorityValues = seniorityLevels.map((level) => level.value) as [string, ...string[]];
const COUNTRY_CODES = SERVED_COUNTRIES.map((country) => country.code) as string[];

const title = oneLineText({ error: "Enter a title." })
  .min(3, "The title needs at least 3 characters.")
  .max(MAX_TITLE_LENGTH, `Keep the title under ${MAX_TITLE_LENGTH} characters.`);
const markdown = (label: string) =>
  freeText({ error: `${label} must be text.` }).max(
    MAX_MARKDOWN_LENGTH,
    `${label} can be at most ${MAX_MARKDOWN_LENGTH.toLocaleString("en-US")} characters.`,
  );
const rate = (label: string) =>
  z.coerce
    .number({ error: `Enter the ${label} hourly rate in USD.` })
    .int(`The ${label} rate must be a whole number of dollars.`)
    .min(1, `Enter the ${label} hourly rate in USD.`)
    .max(MAX_HOURLY_RATE, `The ${label} rate can be at most $${MAX_HOURLY_RATE}/hour.`);

const translationShape = z.object({
  title: oneLineText().max(MAX_TITLE_LENGTH, `Keep the title under ${MAX_TITLE_LENGTH} characters.`),
  description: markdown("The description"),
  responsibilities: markdown("Responsibilities"),
  requirements: markdown("Requirements"),
  benefits: markdown("Benefits"),
});

export const OpeningFormSchema = z
  .object({
    title,
    category: z.enum(categorySlugs, { error: "Choose a category." }),
    stack: z.string({ error: "Choose a stack." }).min(1, "Choose a stack."),
    seniority: z.enum(seniorityValues, { error: "Choose a seniority." }),
    type: z.enum(JOB_TYPES, { error: "Choose Full-Time or Contract." }),
    countries: z
      .array(z.enum(COUNTRY_CODES as [string, ...string[]], { error: "Unknown country." }))
      .min(1, "Choose at least one country candidates may apply from."),
    rateMin: rate("lowest"),
    rateMax: rate("highest"),
    rateOverride: z.boolean().default(false),
    description: markdown("The description").min(1, "Write a description."),
    responsibilities: markdown("Responsibilities"),
    requirements: markdown("Requirements"),
    benefits: markdown("Benefits"),
    translations: z.object({ es: translationShape, "pt-br": translationShape }).partial(),
    validThrough: z
      .string()
      .regex(/^(\d{4}-\d{2}-\d{2})?$/, "Enter the date as YYYY-MM-DD.")
      .refine((value) => value === "" || isCalendarDay(value), "Enter a real date.")
      .transform((value) => value || null),
  })
  .superRefine((value, context) => {
    const found = findStack(value.category, value.stack);
    if (!found) {
      context.addIssue({ code: "custom", path: ["stack"], message: "Choose a stack of this category." });
    }
    if (value.rateMin > value.rateMax) {
      context.addIssue({
        code: "custom",
        path: ["rateMax"],
        message: "The highest rate must be at least the lowest.",
      });
    } else if (found && !value.rateOverride && !isInsideRange(value, found.stack.salaryRange)) {
      context.addIssue({
        code: "custom",
        path: ["rateMin"],
        message: `${found.stack.name}s usually earn ${formatSalaryRange(found.stack.salaryRange)}. Choose a range inside it, or tick "Use this range anyway".`,
      });
    }
    for (const locale of JOB_TRANSLATION_LOCALES) {
      const texts = value.translations[locale];
      if (!texts || !Object.values(texts).some(Boolean)) continue;
      const language = jobTranslationLabels[locale];
      if (!texts.title) {
        context.addIssue({
          code: "custom",
          path: ["translations", locale, "title"],
          message: `The ${language} version needs a title.`,
        });
      }
      if (!texts.description) {
        context.addIssue({
          code: "custom",
          path: ["translations", locale, "description"],
          message: `The ${language} version needs a description.`,
        });
      }
    }
  })
  .transform(({ translations, ...rest }) => {
    const kept: JobOpeningTranslations = {};
    for (const locale of JOB_TRANSLATION_LOCALES) {
      const texts = translations[locale];
      if (texts && Object.values(texts).some(Boolean)) kept[locale] = texts;
    }
    return { ...rest, translations: kept };
  });
export type OpeningInput = z.output<typeof OpeningFormSchema>;

const TEXT_FIELDS = ["title", "description", "responsibilities", "requirements", "benefits"] as const;

/** The editor's form fields as the schema reads them (translations as `es.title`, …). */
export function openingFormValues(form: FormData): Record<string, unknown> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const translations: Record<string, Record<string, string>> = {};
  for (const locale of JOB_TRANSLATION_LOCALES) {
    translations[locale] = Object.fromEntries(
      TEXT_FIELDS.map((field) => [field, text(`${locale}.${field}`)]),
    );
  }
  return {
    title: text("title"),
    category: text("category"),
    stack: text("stack"),
    seniority: text("seniority"),
    type: text("type"),
    countries: form.getAll("countries").filter((value) => typeof value === "string"),
    rateMin: text("rateMin"),
    rateMax: text("rateMax"),
    rateOverride: form.get("rateOverride") === "on",
    description: text("description"),
    responsibilities: text("responsibilities"),
    requirements: text("requirements"),
    benefits: text("benefits"),
    translations,
    validThrough: text("validThrough"),
  };
}

/** The first message per field, keyed by the form's field names (`es.title` for a translation). */
export function openingFieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const name = issue.path.filter((part) => part !== "translations").join(".") || "form";
    errors[name] ??= issue.message;
  }
  return errors;
}

/** "Senior RLHF Specialist!" → "senior-rlhf-specialist"; accents folded, at most 80 characters. */
export function slugify(text: string): string {
  const slug = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
  return slug || "opening";
}
