/**
 * Calendar arithmetic in named time zones: local dates are plain `YYYY-MM-DD` strings, instants
 * are epoch milliseconds, and every conversion asks @date-fns/tz for the zone's offset at that
 * instant (or the local reading of it), so daylight-saving changes come out right.
 */
import { TZDate, tzOffset } from "@date-fns/tz";

export interface LocalDateTime {
  /** `YYYY-MM-DD` in the zone. */
  date: string;
  /** Minutes since local midnight. */
  minutes: number;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
}

let knownZones: Set<string> | undefined;

/** True for an IANA zone name this runtime knows (canonical names, their aliases and "UTC"). */
export function isKnownTimeZone(value: unknown): value is string {
  if (typeof value !== "string" || value.length === 0 || value.length > 64) return false;
  knownZones ??= new Set(Intl.supportedValuesOf("timeZone"));
  if (knownZones.has(value) || value === "UTC") return true;
  // Aliases (e.g. "Asia/Calcutta") are not listed but are still zones; offsets such as
  // "+05:00" are not place names and are refused.
  if (!/^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)+$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC at an instant, in minutes (New York in winter: -300). */
export function offsetMinutes(epochMs: number, timeZone: string): number {
  return tzOffset(timeZone, new Date(epochMs));
}

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

/** The local date, time of day and weekday of an instant in a zone. */
export function toLocal(epochMs: number, timeZone: string): LocalDateTime {
  const local = new TZDate(epochMs, timeZone);
  const date = `${pad(local.getFullYear(), 4)}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
  return { date, minutes: local.getHours() * 60 + local.getMinutes(), weekday: local.getDay() };
}

function dateParts(date: string): [number, number, number] {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return [year, month, day];
}

export function weekdayOf(date: string): number {
  const [year, month, day] = dateParts(date);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

export function addDays(date: string, days: number): string {
  const [year, month, day] = dateParts(date);
  const next = new Date(Date.UTC(year, month - 1, day + days));
  return `${pad(next.getUTCFullYear(), 4)}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`;
}

/**
 * The instant a local date and time stands for in a zone, or null when that local time does not
 * exist there (skipped by a daylight-saving change). A time that occurs twice (clocks turned back)
 * resolves to its first occurrence (TZDate's own reading of such a time is the first in New York
 * but the second in London, so the offsets around it are tried here, earlier first).
 */
export function fromLocal(date: string, minutes: number, timeZone: string): number | null {
  const [year, month, day] = dateParts(date);
  const wall = Date.UTC(year, month - 1, day, 0, minutes);
  // Two offsets bracket any instant near `wall`: try the earlier (larger) one first.
  const candidates = [
    offsetMinutes(wall - 86_400_000 / 2, timeZone),
    offsetMinutes(wall + 86_400_000 / 2, timeZone),
  ]
    .sort((a, b) => b - a)
    .map((offset) => wall - offset * 60_000);
  for (const instant of candidates) {
    const local = toLocal(instant, timeZone);
    if (local.date === date && local.minutes === minutes) return instant;
  }
  return null;
}
