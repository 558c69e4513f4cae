import { describe, expect, it } from "vitest";
import { slotGroups } from "./slot-groups";

describe("slotGroups", () => {
  it("groups the times by the day they fall on in the client's zone, not in UTC", () => {
    // 02:00 UTC on the 8th is still the evening of the 7th in New York.
    const groups = slotGroups(
      ["2027-01-07T15:00:00.000Z", "2027-01-08T02:00:00.000Z", "2027-01-08T15:00:00.000Z"],
      "America/New_York",
    );
    expect(groups.map((group) => group.day)).toEqual(["Thursday, January 7", "Friday, January 8"]);
    expect(groups[0]?.times.map((time) => time.label)).toEqual(["10:00 AM EST", "9:00 PM EST"]);
    expect(groups[1]?.times[0]?.value).toBe("2027-01-08T15:00:00.000Z");
  });
});
