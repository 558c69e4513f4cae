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
});
