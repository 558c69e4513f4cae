/**
 * Money in the page's language. USD stays the currency everywhere; only the way amounts are
 * written changes (Intl). English keeps the site's house style ("$39-52/hour").
 */
import { type Locale, localeInfo } from "./locales";

/** An hourly range in USD, as content/categories.ts gives each stack. */
export interface HourlyRange {
  min: number;
  max: number;
  /** Variable pay on top of the range, for sales roles. */
  extra?: "commission" | "bonus";
}

const usd = (locale: Locale) =>
  new Intl.NumberFormat(localeInfo[locale].tag, {
    style: "currency",
    currency: "USD",
    maximumFractionDigits: 0,
  });

const hourly: Record<Exclude<Locale, "en">, { perHour: string; commission: string; bonus: string }> = {
  es: { perHour: "por hora", commission: "más comisión", bonus: "más bono" },
  "pt-br": { perHour: "por hora", commission: "mais comissão", bonus: "mais bônus" },
};

/** "$39-52/hour" in English, "USD 39-52 por hora" in Spanish, "US$ 39–52 por hora" in Portuguese. */
export function formatHourlyRange(range: HourlyRange, locale: Locale): string {
  if (locale === "en") {
    const base = `$${range.min}-${range.max}/hour`;
    return range.extra ? `${base} plus ${range.extra}` : base;
  }
  const words = hourly[locale];
  const base = `${usd(locale).formatRange(range.min, range.max)} ${words.perHour}`;
  return range.extra ? `${base} ${words[range.extra]}` : base;
}

/** "$1,800-3,800" in English; the locale's own digits and separators otherwise. */
export function formatUsdRange(range: { min: number; max: number }, locale: Locale): string {
  if (locale === "en") {
    const format = (value: number) => value.toLocaleString("en-US");
    return `$${format(range.min)}-${format(range.max)}`;
  }
  return usd(locale).formatRange(range.min, range.max);
}

/** "$10,000" in English; the locale's own digits and currency sign otherwise ("US$ 10.000"). */
export function formatUsdAmount(amount: number, locale: Locale): string {
  if (locale === "en") return `$${amount.toLocaleString("en-US")}`;
  return usd(locale).format(amount);
}

/** A date as the locale writes it in full ("23 de noviembre de 2026"). */
export function formatLongDate(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(localeInfo[locale].tag, { dateStyle: "long", timeZone: "UTC" }).format(date);
}
