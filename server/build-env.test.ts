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
});
