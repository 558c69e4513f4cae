/** An interview's time as its reader reads it: their language, their zone, the zone named. */
import { type Locale, localeInfo } from "~/lib/i18n/locales";

const formatters = new Map<string, Intl.DateTimeFormat>();

export function formatInterviewTime(iso: string, timeZone: string, locale: Locale): string {
  const key = `${locale}|${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(localeInfo[locale].tag, {
      weekday: "long",
      day: "numeric",
      month: "long",
      hour: "numeric",
      minute: "2-digit",
      timeZone,
      timeZoneName: "short",
    });
    formatters.set(key, formatter);
  }
  return formatter.format(new Date(iso));
}
