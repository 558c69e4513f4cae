import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { localToday, PILOT_MESSAGES, startDateBounds } from "./pilot-request-fields";
import { PilotRequestBodySchema, PilotRequestSchema } from "./pilot-request-schema";

const NOW = new Date("2026-06-15T10:00:00Z");

const valid = (overrides: Record<string, unknown> = {}) => ({
  name: "Ada Park",
  email: "ada@lab.example",
  company: "Model Lab",
  annotatorCount: 10,
  taskTypes: ["RLHF preference ranking"],
  languages: ["English"],
  volume: 500,
  volumeUnit: "Tasks per week",
  qualityBar: "Not defined yet: help us set it",
  startDate: "2026-07-01",
  ...overrides,
});

const messagesOf = (value: unknown, field: string) => {
  const result = PilotRequestSchema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.filter((issue) => issue.path[0] === field).map((issue) => issue.message);
};

describe("the pilot request schema", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it("accepts a request, drops duplicate options, invisible characters and an empty note", () => {
    const parsed = PilotRequestSchema.parse(
      valid({ name: "Ada\u202E Park ", taskTypes: ["Red-teaming", "Red-teaming"], notes: "  " }),
    );
    expect(parsed).toMatchObject({ name: "Ada Park", taskTypes: ["Red-teaming"] });
    expect(parsed.notes).toBeUndefined();
  });

  it("bounds the annotators and the volume to whole numbers", () => {
    for (const annotatorCount of [0, 5_001, 1.5, Number.NaN, "10", null]) {
      expect(messagesOf(valid({ annotatorCount }), "annotatorCount")).toEqual([
        PILOT_MESSAGES.annotatorCount,
      ]);
    }
    expect(messagesOf(valid({ annotatorCount: 400 }), "annotatorCount")).toEqual([]);
    expect(messagesOf(valid({ volume: 10_000_001 }), "volume")).toEqual([PILOT_MESSAGES.volume]);
  });

  it("takes only listed options, at least one of each list", () => {
    expect(messagesOf(valid({ taskTypes: [] }), "taskTypes")).toEqual([PILOT_MESSAGES.taskTypes]);
    expect(messagesOf(valid({ languages: ["Klingon"] }), "languages")).toEqual([
      PILOT_MESSAGES.unknownOption,
    ]);
    expect(messagesOf(valid({ qualityBar: "" }), "qualityBar")).toEqual([PILOT_MESSAGES.qualityBar]);
    expect(messagesOf(valid({ volumeUnit: "Tokens" }), "volumeUnit")).toEqual([PILOT_MESSAGES.unknownOption]);
  });

  it("takes a start date that is today somewhere on Earth and within two years", () => {
    // 10:00 UTC: it is still June 14 at UTC−12, so a visitor there may start "today".
    expect(startDateBounds()).toEqual({ earliest: "2026-06-14", latest: "2028-06-14" });
    expect(messagesOf(valid({ startDate: "2026-06-14" }), "startDate")).toEqual([]);
    expect(messagesOf(valid({ startDate: "2026-06-13" }), "startDate")).toEqual([
      PILOT_MESSAGES.startDatePast,
    ]);
    expect(messagesOf(valid({ startDate: "2028-06-15" }), "startDate")).toEqual([
      PILOT_MESSAGES.startDateFar,
    ]);
    for (const startDate of ["2026-02-30", "tomorrow", "", 20260701]) {
      expect(messagesOf(valid({ startDate }), "startDate")).toEqual([PILOT_MESSAGES.startDate]);
    }
    expect(localToday(new Date("2026-06-15T00:30:00Z"))).toMatch(/^2026-06-1[45]$/);
  });

  it("refuses unknown fields, and the endpoint's schema takes the envelope besides", () => {
    expect(PilotRequestSchema.safeParse(valid({ isAdmin: true })).success).toBe(false);
    expect(PilotRequestBodySchema.safeParse(valid({ website: "", formToken: "t" })).success).toBe(true);
  });
});
