/**
 * How times of a call are written for a visitor, in their zone and with the zone named: used by
 * the picker, the manage pages and the e-mails, so all of them say the same thing.
 */
import { isKnownTimeZone } from "./zoned-time";

const LOCALE = "en-US";

/**
 * One formatter per set of options, made once: making an Intl.DateTimeFormat costs far more than
 * formatting with it, and the picker writes a zone's offset and every slot's time on each render.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LOCALE, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The browser's zone, or UTC when it reports none we know. */
export function detectTimeZone(): string {
  try {
    const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    return isKnownTimeZone(zone) ? zone : "UTC";
  } catch {
    return "UTC";
  }
}

/** "Central Time" (generic name), or the zone's id where Intl has no name for it. */
export function zoneLabel(timeZone: string, atMs = Date.now()): string {
  if (timeZone === "UTC") return "UTC";
  const name = dateFormat({ timeZone, timeZoneName: "longGeneric" })
    .formatToParts(new Date(atMs))
    .find((part) => part.type === "timeZoneName")?.value;
  const city = timeZone.split("/").at(-1)?.replace(/_/g, " ") ?? timeZone;
  return name && !name.startsWith("GMT") ? `${name} (${city})` : `${city} time (${name ?? timeZone})`;
}

/** "GMT-05:00"-style offset, for the zone list. */
export function zoneOffsetLabel(timeZone: string, atMs = Date.now()): string {
  const name = dateFormat({ timeZone, timeZoneName: "longOffset" })
    .formatToParts(new Date(atMs))
    .find((part) => part.type === "timeZoneName")?.value;
  return name === "GMT" ? "GMT+00:00" : (name ?? "");
}

/** A `YYYY-MM-DD` date as "Tuesday, November 24". */
export function formatDay(date: string, style: "long" | "short" = "long"): string {
  return dateFormat({
    timeZone: "UTC",
    weekday: style,
    month: style,
    day: "numeric",
  }).format(new Date(`${date}T12:00:00Z`));
}

/** The parts of a day chip: "Tue", "24", "Nov". */
export function dayChipParts(date: string): { weekday: string; day: string; month: string } {
  const at = new Date(`${date}T12:00:00Z`);
  const part = (options: Intl.DateTimeFormatOptions) =>
    dateFormat({ timeZone: "UTC", ...options }).format(at);
  return {
    weekday: part({ weekday: "short" }),
    day: part({ day: "numeric" }),
    month: part({ month: "short" }),
  };
}

/** "10:00 AM" in the zone. */
export function formatTime(iso: string, timeZone: string): string {
  return dateFormat({ timeZone, hour: "numeric", minute: "2-digit" }).format(new Date(iso));
}

/** "Tuesday, November 24, 2026, 10:00 – 10:30 AM Central Time (Chicago)". */
export function formatWhen(startIso: string, endIso: string, timeZone: string): string {
  const start = new Date(startIso);
  const day = dateFormat({
    timeZone,
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
  }).format(start);
  const range = dateFormat({ timeZone, hour: "numeric", minute: "2-digit" }).formatRange(
    start,
    new Date(endIso),
  );
  return `${day}, ${range} ${zoneLabel(timeZone, start.getTime())}`;
}
