import { describe, expect, it } from "vitest";
import { availability } from "./availability.server";
import {
  type AvailabilityConfig,
  type BookingHost,
  businessDays,
  checkSlot,
  freeSlots,
  groupSlotsByDay,
  oneSlotPerTime,
} from "./slots";

const nineToFive = [{ start: "09:00", end: "17:00" }];
const host = (overrides: Partial<BookingHost> = {}): BookingHost => ({
  id: "h1",
  name: "Host One",
  email: "h1@example.com",
  timeZone: "America/New_York",
  workingHours: { 1: nineToFive, 2: nineToFive, 3: nineToFive, 4: nineToFive, 5: nineToFive },
  ...overrides,
});
const config = (overrides: Partial<AvailabilityConfig> = {}): AvailabilityConfig => ({
  hosts: [host()],
  slotMinutes: 30,
  minNoticeMinutes: 120,
  horizonBusinessDays: 10,
  holidays: [],
  ...overrides,
});
const at = (iso: string) => Date.parse(iso);

describe("free slots", () => {
  it("offers 30-minute slots from 9:00 to 16:30 New York time on a weekday", () => {
    // Monday 2026-11-23, 06:00 in New York.
    const slots = freeSlots(config({ horizonBusinessDays: 1 }), at("2026-11-23T11:00:00Z"), []);
    expect(slots).toHaveLength(16);
    expect(slots[0]).toEqual({ hostId: "h1", start: "2026-11-23T14:00:00.000Z" });
    expect(slots.at(-1)?.start).toBe("2026-11-23T21:30:00.000Z");
  });

  it("keeps the minimum notice", () => {
    // 10:10 in New York: 12:10 is the earliest start, so 12:30 is the first slot.
    const slots = freeSlots(config({ horizonBusinessDays: 1 }), at("2026-11-23T15:10:00Z"), []);
    expect(slots[0]?.start).toBe("2026-11-23T17:30:00.000Z");
    expect(checkSlot(config(), "h1", at("2026-11-23T17:00:00Z"), at("2026-11-23T15:10:00Z"))).toEqual({
      ok: false,
      reason: "too-soon",
    });
  });

  it("skips weekends and holidays and stops after the horizon in business days", () => {
    const now = at("2026-11-20T12:00:00Z"); // Friday 07:00 in New York
    const days = businessDays(host(), config({ holidays: ["2026-11-26"] }), now);
    expect(days).toEqual([
      "2026-11-20",
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-27",
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
    ]);
    const slots = freeSlots(config({ holidays: ["2026-11-26"] }), now, []);
    expect(slots).toHaveLength(160);
    expect(slots.some((slot) => slot.start.startsWith("2026-11-21"))).toBe(false);
    expect(slots.some((slot) => slot.start.startsWith("2026-11-26"))).toBe(false);
    expect(
      checkSlot(config({ holidays: ["2026-11-26"] }), "h1", at("2026-11-26T15:00:00Z"), now),
    ).toMatchObject({
      reason: "outside-hours",
    });
    expect(checkSlot(config(), "h1", at("2026-12-07T15:00:00Z"), now)).toMatchObject({
      reason: "beyond-horizon",
    });
  });

  it("follows the host's clock across the spring DST change", () => {
    // Friday 2026-03-06 is on EST (UTC-5); Monday 2026-03-09 on EDT (UTC-4).
    const slots = freeSlots(config({ horizonBusinessDays: 2 }), at("2026-03-06T05:00:00Z"), []);
    expect(slots[0]?.start).toBe("2026-03-06T14:00:00.000Z");
    expect(slots[16]?.start).toBe("2026-03-09T13:00:00.000Z");
  });

  it("follows the host's clock across the autumn DST change, with a night shift crossing it", () => {
    const nightHost = host({ workingHours: { 0: [{ start: "00:00", end: "03:00" }] } });
    // Sunday 2026-11-01: 01:00-02:00 happens twice; every local start is offered once.
    const slots = freeSlots(
      config({ hosts: [nightHost], horizonBusinessDays: 1 }),
      at("2026-11-01T00:00:00Z"),
      [],
    );
    expect(slots.map((slot) => slot.start)).toEqual([
      "2026-11-01T04:00:00.000Z",
      "2026-11-01T04:30:00.000Z",
      "2026-11-01T05:00:00.000Z",
      "2026-11-01T05:30:00.000Z",
      "2026-11-01T07:00:00.000Z",
      "2026-11-01T07:30:00.000Z",
    ]);
  });

  it("leaves out local times skipped by the spring DST change", () => {
    const nightHost = host({ workingHours: { 0: [{ start: "01:00", end: "04:00" }] } });
    const slots = freeSlots(
      config({ hosts: [nightHost], horizonBusinessDays: 1 }),
      at("2026-03-08T00:00:00Z"),
      [],
    );
    // 01:00, 01:30, (02:00 and 02:30 do not exist), 03:00, 03:30
    expect(slots.map((slot) => slot.start)).toEqual([
      "2026-03-08T06:00:00.000Z",
      "2026-03-08T06:30:00.000Z",
      "2026-03-08T07:00:00.000Z",
      "2026-03-08T07:30:00.000Z",
    ]);
  });

  it("leaves out busy times and offers one slot per time across hosts", () => {
    const twoHosts = config({ hosts: [host(), host({ id: "h2" })], horizonBusinessDays: 1 });
    const now = at("2026-11-23T11:00:00Z");
    const busy = [{ hostId: "h1", startMs: at("2026-11-23T14:00:00Z"), endMs: at("2026-11-23T15:00:00Z") }];
    const slots = freeSlots(twoHosts, now, busy);
    expect(slots.filter((slot) => slot.start === "2026-11-23T14:00:00.000Z")).toEqual([
      { hostId: "h2", start: "2026-11-23T14:00:00.000Z" },
    ]);
    const offered = oneSlotPerTime(slots);
    expect(offered).toHaveLength(16);
    expect(offered[2]).toEqual({ hostId: "h1", start: "2026-11-23T15:00:00.000Z" });
  });

  it("refuses unknown hosts, past and off-grid times", () => {
    const now = at("2026-11-23T11:00:00Z");
    expect(checkSlot(config(), "nobody", at("2026-11-24T15:00:00Z"), now)).toMatchObject({
      reason: "unknown-host",
    });
    expect(checkSlot(config(), "h1", at("2026-11-20T15:00:00Z"), now)).toMatchObject({ reason: "past" });
    expect(checkSlot(config(), "h1", at("2026-11-24T15:10:00Z"), now)).toMatchObject({
      reason: "outside-hours",
    });
    expect(checkSlot(config(), "h1", at("2026-11-24T22:00:00Z"), now)).toMatchObject({
      reason: "outside-hours",
    });
    expect(checkSlot(config(), "h1", at("2026-11-28T15:00:00Z"), now)).toMatchObject({
      reason: "outside-hours",
    });
    expect(checkSlot(config(), "h1", at("2026-11-24T15:00:00Z"), now)).toMatchObject({ ok: true });
  });

  it("groups slots by the visitor's own date", () => {
    const slots = freeSlots(config({ horizonBusinessDays: 2 }), at("2026-11-23T11:00:00Z"), []);
    const tokyo = groupSlotsByDay(slots, "Asia/Tokyo");
    // 9:00-17:00 in New York is 23:00-07:00 in Tokyo: each New York day spans two Tokyo dates.
    expect(tokyo.map((day) => [day.date, day.slots.length])).toEqual([
      ["2026-11-23", 2],
      ["2026-11-24", 16],
      ["2026-11-25", 14],
    ]);
    expect(groupSlotsByDay(slots, "America/New_York").map((day) => day.date)).toEqual([
      "2026-11-23",
      "2026-11-24",
    ]);
  });

  it("ships a valid configuration", () => {
    expect(availability.hosts.length).toBeGreaterThan(0);
    expect(new Set(availability.hosts.map((h) => h.id)).size).toBe(availability.hosts.length);
    for (const date of availability.holidays) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(availability).toMatchObject({ slotMinutes: 30, minNoticeMinutes: 120, horizonBusinessDays: 10 });
  });
});
