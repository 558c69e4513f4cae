import { describe, expect, it } from "vitest";
import { buildTimeDefines, DEFAULT_CONTACT_EMAIL } from "../build-env";

describe("build-time values", () => {
  it("bakes the contact address from CONTACT_EMAIL, with a default", () => {
    expect(buildTimeDefines({}).__CONTACT_EMAIL__).toBe(JSON.stringify(DEFAULT_CONTACT_EMAIL));
    expect(buildTimeDefines({ CONTACT_EMAIL: " legal@example.com " }).__CONTACT_EMAIL__).toBe(
      JSON.stringify("legal@example.com"),
    );
  });

  it("stops the build on a contact address that is not one", () => {
    expect(() => buildTimeDefines({ CONTACT_EMAIL: "legal at example" })).toThrow(/CONTACT_EMAIL/);
    expect(() => buildTimeDefines({ CONTACT_EMAIL: '"><script>@x.y' })).toThrow(/CONTACT_EMAIL/);
  });

  it("bakes the postal address from POSTAL_ADDRESS as one line, empty by default, at most 200 characters", () => {
    expect(buildTimeDefines({}).__POSTAL_ADDRESS__).toBe(JSON.stringify(""));
    expect(
      buildTimeDefines({ POSTAL_ADDRESS: " 100 Main St, Suite 200\n  Austin, TX 78701 " }).__POSTAL_ADDRESS__,
    ).toBe(JSON.stringify("100 Main St, Suite 200 Austin, TX 78701"));
    expect(() => buildTimeDefines({ POSTAL_ADDRESS: "x".repeat(201) })).toThrow(/POSTAL_ADDRESS/);
  });

  it("bakes the About page's company facts, empty until set, and refuses a founding year that is none", () => {
    expect(buildTimeDefines({}).__COMPANY_LEGAL_NAME__).toBe(JSON.stringify(""));
    expect(buildTimeDefines({ COMPANY_LEGAL_NAME: " LatamMatch,\n LLC " }).__COMPANY_LEGAL_NAME__).toBe(
      JSON.stringify("LatamMatch, LLC"),
    );
    expect(buildTimeDefines({ COMPANY_FOUNDED_YEAR: "2019" }).__COMPANY_FOUNDED_YEAR__).toBe(
      JSON.stringify("2019"),
    );
    for (const year of ["19", "twenty", "3019"]) {
      expect(() => buildTimeDefines({ COMPANY_FOUNDED_YEAR: year })).toThrow(/COMPANY_FOUNDED_YEAR/);
    }
    expect(() => buildTimeDefines({ COMPANY_GROUP_NOTE: "x".repeat(301) })).toThrow(/COMPANY_GROUP_NOTE/);
  });
});
