import { describe, expect, it } from "vitest";
import { availability } from "../app/features/booking/availability.server";
import { DEFAULT_CONTACT_EMAIL, DEFAULT_PORTAL_URL, DEFAULT_SITE_ORIGIN } from "../build-env";
import { parseEnv } from "./env.server";
import { checkProductionSettings, isExampleHost } from "./production-settings";

const exampleBuild = {
  siteOrigin: DEFAULT_SITE_ORIGIN,
  portalUrl: DEFAULT_PORTAL_URL,
  contactEmail: DEFAULT_CONTACT_EMAIL,
};
const realBuild = {
  siteOrigin: "https://www.latammatch.com",
  portalUrl: "https://portal.latammatch.com",
  contactEmail: "hello@latammatch.com",
};
const realRuntime = {
  SITE_ORIGIN: "https://www.latammatch.com",
  NOTIFY_TO: "sales@latammatch.com",
  MAIL_FROM: "LatamMatch <no-reply@latammatch.com>",
  BOOKING_MEETING_URL: "https://meet.google.com/abc-defg-hij",
};

describe("checkProductionSettings", () => {
  it("warns while the About page shows example company facts, naming the settings to fill", () => {
    const check = (company: NonNullable<Parameters<typeof checkProductionSettings>[0]["built"]["company"]>) =>
      checkProductionSettings({
        built: { ...realBuild, company },
        runtime: realRuntime,
        siteOriginSetAtRunTime: true,
        bookingHostEmails: [],
      }).warnings;
    const filled = {
      legalName: "LatamMatch, LLC",
      foundedYear: "2019",
      postalAddress: "1 Main St",
      groupNote: "Owned by Bait Group.",
    };
    expect(check(filled)).toEqual([]);
    const warnings = check({ ...filled, foundedYear: "", groupNote: "" });
    expect(warnings.map((warning) => warning.setting)).toEqual(["COMPANY_FOUNDED_YEAR, COMPANY_GROUP_NOTE"]);
    expect(warnings[0]?.message).toContain("npm run build");
  });

  it("refuses a run-time SITE_ORIGIN other than the build's, naming both and the fix", () => {
    const report = checkProductionSettings({
      built: realBuild,
      runtime: { ...realRuntime, SITE_ORIGIN: "https://staging.latammatch.com" },
      siteOriginSetAtRunTime: true,
      bookingHostEmails: [],
    });
    expect(report.error).toContain("SITE_ORIGIN is https://staging.latammatch.com at run time");
    expect(report.error).toContain("this build was made for https://www.latammatch.com");
    expect(report.error).toContain("SITE_ORIGIN=https://staging.latammatch.com npm run build");
  });

  it("accepts the build's origin however it is written, and an unset one", () => {
    for (const [origin, set] of [
      ["https://WWW.latammatch.com/", true],
      ["https://www.latammatch.com", true],
      [DEFAULT_SITE_ORIGIN, false],
    ] as const) {
      const report = checkProductionSettings({
        built: realBuild,
        runtime: { ...realRuntime, SITE_ORIGIN: origin },
        siteOriginSetAtRunTime: set,
        bookingHostEmails: ["ana@latammatch.com"],
      });
      expect(report.error, origin).toBeUndefined();
    }
  });

  it("is silent for a real configuration", () => {
    const report = checkProductionSettings({
      built: realBuild,
      runtime: realRuntime,
      siteOriginSetAtRunTime: true,
      bookingHostEmails: ["ana@latammatch.com"],
    });
    expect(report).toEqual({ warnings: [] });
  });

  it("warns once for every example default of the project as shipped", () => {
    const env = parseEnv({});
    const report = checkProductionSettings({
      built: exampleBuild,
      runtime: env,
      siteOriginSetAtRunTime: false,
      bookingHostEmails: availability.hosts.map((host) => host.email),
    });
    expect(report.error).toBeUndefined();
    expect(report.warnings.map((warning) => warning.setting)).toEqual([
      "SITE_ORIGIN",
      "CONTACT_EMAIL",
      "PORTAL_URL",
      "NOTIFY_TO",
      "MAIL_FROM",
      "BOOKING_MEETING_URL",
      "booking hosts",
    ]);
    expect(report.warnings.at(-1)?.message).toContain("daniela.ruiz@latammatch.example");
  });

  it("warns when a real build runs without SITE_ORIGIN, whose default is the example", () => {
    const report = checkProductionSettings({
      built: realBuild,
      runtime: { ...realRuntime, SITE_ORIGIN: DEFAULT_SITE_ORIGIN },
      siteOriginSetAtRunTime: false,
      bookingHostEmails: [],
    });
    expect(report.warnings).toEqual([
      expect.objectContaining({
        setting: "SITE_ORIGIN",
        message: expect.stringContaining("not set at run time"),
      }),
    ]);
  });
});

describe("the discovery calls' meeting place", () => {
  const warningsFor = (meeting: { BOOKING_MEETING_URL?: string; BOOKING_MEETING_PLACE?: string }) =>
    checkProductionSettings({
      built: realBuild,
      runtime: { ...realRuntime, BOOKING_MEETING_URL: undefined, ...meeting },
      siteOriginSetAtRunTime: true,
      bookingHostEmails: ["ana@latammatch.com"],
    }).warnings;

  it("warns when neither a link nor a place is set, and when the link is an example", () => {
    expect(warningsFor({})).toEqual([
      expect.objectContaining({
        setting: "BOOKING_MEETING_URL",
        message: expect.stringContaining("not where"),
      }),
    ]);
    expect(warningsFor({ BOOKING_MEETING_URL: "https://meet.latammatch.example/call" })).toEqual([
      expect.objectContaining({
        setting: "BOOKING_MEETING_URL",
        message: expect.stringContaining("example domain"),
      }),
    ]);
  });

  it("is satisfied by a real link or a place in words", () => {
    expect(warningsFor({ BOOKING_MEETING_URL: "https://zoom.us/j/123456789" })).toEqual([]);
    expect(warningsFor({ BOOKING_MEETING_PLACE: "Google Meet (the link is sent by the host)" })).toEqual([]);
  });

  it("reads the settings: an https link, and a place on one line of at most 200 characters", () => {
    expect(parseEnv({ BOOKING_MEETING_URL: "https://zoom.us/j/1" }).BOOKING_MEETING_URL).toBe(
      "https://zoom.us/j/1",
    );
    expect(() => parseEnv({ BOOKING_MEETING_URL: "javascript:alert(1)" })).toThrow(/BOOKING_MEETING_URL/);
    expect(() => parseEnv({ BOOKING_MEETING_URL: "http://zoom.us/j/1" })).toThrow(/BOOKING_MEETING_URL/);
    expect(parseEnv({ BOOKING_MEETING_PLACE: "  Zoom,\n  room 4 " }).BOOKING_MEETING_PLACE).toBe(
      "Zoom, room 4",
    );
    expect(parseEnv({ BOOKING_MEETING_PLACE: " " }).BOOKING_MEETING_PLACE).toBeUndefined();
    expect(() => parseEnv({ BOOKING_MEETING_PLACE: "x".repeat(201) })).toThrow(/BOOKING_MEETING_PLACE/);
  });
});

describe("isExampleHost", () => {
  it("knows the domains reserved for examples and nothing else", () => {
    for (const host of ["latammatch.example", "portal.latammatch.example", "example.com", "www.example.org"])
      expect(isExampleHost(host), host).toBe(true);
    for (const host of ["latammatch.com", "example-corp.com", "myexample.com", ""])
      expect(isExampleHost(host), host).toBe(false);
  });
});
