import { describe, expect, it } from "vitest";
import { BLOCKING_LIMITS, blockingTime, blockingVerdict, median } from "./blocking-time.mjs";

describe("blocking time", () => {
  it("counts each task's part beyond 50 ms", () => {
    expect(blockingTime([])).toBe(0);
    expect(blockingTime([49, 50, 51, 250])).toBe(201);
  });

  it("takes the median of odd and even counts", () => {
    expect(median([300, 10, 20])).toBe(20);
    expect(median([40, 10, 20, 30])).toBe(25);
  });

  it("holds a page to the median of its differences to the reference beside each round", () => {
    // A loaded machine inflates both pages of a round alike: the difference decides.
    const rounds = [
      { reference: 250, page: 290 },
      { reference: 20, page: 60 },
      { reference: 40, page: 400 },
    ];
    expect(blockingVerdict(rounds, "landing")).toMatchObject({
      difference: 40,
      range: [40, 360],
      reference: 40,
      page: 290,
      ok: true,
    });
    const over = BLOCKING_LIMITS.landing + 1;
    expect(blockingVerdict([{ reference: 10, page: 10 + over }], "landing").ok).toBe(false);
    expect(blockingVerdict([{ reference: 10, page: 10 + over }], "form").ok).toBe(
      over <= BLOCKING_LIMITS.form,
    );
  });
});
