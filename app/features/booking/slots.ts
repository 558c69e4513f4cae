/**
 * The slot arithmetic of discovery calls: which start times a host offers, given their working
 * hours in their own zone, the minimum notice, the horizon in business days, holidays and the
 * times they are already busy. Pure functions of the configuration and the clock, so the server
 * lists and checks slots with the same code.
 */
import { addDays, fromLocal, toLocal, weekdayOf } from "./zoned-time";

export interface WorkingWindow {
  /** "HH:MM" local time. */
  start: string;
  end: string;
}

export interface BookingHost {
  /** Stable id stored with each booking. */
  id: string;
  name: string;
  email: string;
  /** IANA zone the working hours are in. */
  timeZone: string;
  /** Working hours per weekday (0 = Sunday … 6 = Saturday); days not listed are off. */
  workingHours: Partial<Record<number, WorkingWindow[]>>;
}

export interface AvailabilityConfig {
  hosts: BookingHost[];
  slotMinutes: number;
  minNoticeMinutes: number;
  /** Slots are offered on this many business days, today included. */
  horizonBusinessDays: number;
  /** `YYYY-MM-DD` dates (in each host's zone) nobody works. */
  holidays: string[];
}

export interface Slot {
  hostId: string;
  /** ISO instant, UTC. */
  start: string;
}

/** Busy times of a host, as half-open UTC intervals in epoch milliseconds. */
export interface BusyInterval {
  hostId: string;
  startMs: number;
  endMs: number;
}

export type SlotCheck =
  | { ok: true; host: BookingHost; startMs: number; endMs: number }
  | { ok: false; reason: "unknown-host" | "past" | "too-soon" | "beyond-horizon" | "outside-hours" };

function parseClock(value: string): number {
  const [hours, minutes] = value.split(":").map(Number) as [number, number];
  return hours * 60 + minutes;
}

function isBusinessDay(host: BookingHost, config: AvailabilityConfig, date: string): boolean {
  const windows = host.workingHours[weekdayOf(date)];
  return Boolean(windows && windows.length > 0) && !config.holidays.includes(date);
}

/** The host's business days from today (in their zone) up to the horizon, today included. */
export function businessDays(host: BookingHost, config: AvailabilityConfig, nowMs: number): string[] {
  const days: string[] = [];
  let date = toLocal(nowMs, host.timeZone).date;
  // A year of holidays cannot stall the loop for ever.
  for (let step = 0; days.length < config.horizonBusinessDays && step < 366; step++) {
    if (isBusinessDay(host, config, date)) days.push(date);
    date = addDays(date, 1);
  }
  return days;
}

/** Every start time of a host's working day, as instants; local times skipped by DST are left out. */
function dayStarts(host: BookingHost, config: AvailabilityConfig, date: string): number[] {
  const starts: number[] = [];
  for (const window of host.workingHours[weekdayOf(date)] ?? []) {
    const end = parseClock(window.end);
    for (
      let minutes = parseClock(window.start);
      minutes + config.slotMinutes <= end;
      minutes += config.slotMinutes
    ) {
      const instant = fromLocal(date, minutes, host.timeZone);
      if (instant !== null) starts.push(instant);
    }
  }
  return starts;
}

function overlapsBusy(busy: BusyInterval[], hostId: string, startMs: number, endMs: number): boolean {
  return busy.some(
    (interval) => interval.hostId === hostId && interval.startMs < endMs && startMs < interval.endMs,
  );
}

/** The free slots of every host, earliest first (hosts in configuration order at equal times). */
export function freeSlots(config: AvailabilityConfig, nowMs: number, busy: BusyInterval[]): Slot[] {
  const earliest = nowMs + config.minNoticeMinutes * 60_000;
  const slotMs = config.slotMinutes * 60_000;
  const slots: { hostId: string; startMs: number; order: number }[] = [];
  config.hosts.forEach((host, order) => {
    for (const date of businessDays(host, config, nowMs)) {
      for (const startMs of dayStarts(host, config, date)) {
        if (startMs < earliest || overlapsBusy(busy, host.id, startMs, startMs + slotMs)) continue;
        slots.push({ hostId: host.id, startMs, order });
      }
    }
  });
  slots.sort((a, b) => a.startMs - b.startMs || a.order - b.order);
  return slots.map((slot) => ({ hostId: slot.hostId, start: new Date(slot.startMs).toISOString() }));
}

/**
 * Whether a host offers a start time at all (busy times aside): a known host, a start on the slot
 * grid of a working day within the horizon, and at least the minimum notice ahead.
 */
export function checkSlot(
  config: AvailabilityConfig,
  hostId: string,
  startMs: number,
  nowMs: number,
): SlotCheck {
  const host = config.hosts.find((candidate) => candidate.id === hostId);
  if (!host) return { ok: false, reason: "unknown-host" };
  if (startMs <= nowMs) return { ok: false, reason: "past" };
  const local = toLocal(startMs, host.timeZone);
  const onGrid = dayStarts(host, config, local.date).includes(startMs);
  if (!onGrid || !isBusinessDay(host, config, local.date)) return { ok: false, reason: "outside-hours" };
  if (startMs < nowMs + config.minNoticeMinutes * 60_000) return { ok: false, reason: "too-soon" };
  if (!businessDays(host, config, nowMs).includes(local.date)) return { ok: false, reason: "beyond-horizon" };
  return { ok: true, host, startMs, endMs: startMs + config.slotMinutes * 60_000 };
}

/** What the visitor is told for each refused slot. */
export const SLOT_CHECK_MESSAGES: Record<Exclude<SlotCheck, { ok: true }>["reason"], string> = {
  "unknown-host": "We do not know this host. Pick a time from the list.",
  past: "This time has already passed. Pick a later time.",
  "too-soon": "This time is too soon for us to prepare. Pick a later time.",
  "beyond-horizon": "We do not take bookings this far ahead yet. Pick an earlier day.",
  "outside-hours": "This time is outside our working hours. Pick a time from the list.",
};

/** One slot per start time (the first host free then): the visitor picks a time, not a person. */
export function oneSlotPerTime(slots: Slot[]): Slot[] {
  const seen = new Set<string>();
  return slots.filter((slot) => {
    if (seen.has(slot.start)) return false;
    seen.add(slot.start);
    return true;
  });
}

export interface SlotDay {
  /** `YYYY-MM-DD` in the visitor's zone. */
  date: string;
  slots: Slot[];
}

/** Slots grouped by the visitor's local date, in order. */
export function groupSlotsByDay(slots: Slot[], timeZone: string): SlotDay[] {
  const days: SlotDay[] = [];
  for (const slot of slots) {
    const date = toLocal(Date.parse(slot.start), timeZone).date;
    const last = days.at(-1);
    if (last?.date === date) last.slots.push(slot);
    else days.push({ date, slots: [slot] });
  }
  return days;
}
