import { describe, expect, it, vi } from "vitest";
import { loadOnce } from "./load-once";

describe("loadOnce", () => {
  it("loads once and shares the result", async () => {
    const load = vi.fn(async () => ({ value: 1 }));
    const get = loadOnce(load);
    const [first, second] = await Promise.all([get(), get()]);
    expect(first).toBe(second);
    expect(await get()).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("forgets a failed load, so the next use loads again", async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue("checks");
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow("offline");
    await expect(get()).resolves.toBe("checks");
    await expect(get()).resolves.toBe("checks");
    expect(load).toHaveBeenCalledTimes(2);
  });
});
