import { describe, expect, it } from "vitest";
import { createBatcher } from "./batcher";

describe("group commit batcher", () => {
  it("writes a lone item at once and groups the items that arrive during a write", async () => {
    const batches: number[][] = [];
    const batcher = createBatcher<number, number>(async (items) => {
      batches.push(items);
      await new Promise((resolve) => setTimeout(resolve, 20));
      return items.map((item) => ({ status: "fulfilled", value: item * 10 }));
    });
    const results = await Promise.all([1, 2, 3, 4].map((item) => batcher.add(item)));
    expect(results).toEqual([10, 20, 30, 40]);
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });

  it("rejects only the items whose write failed, and every item of a failed batch", async () => {
    const batcher = createBatcher<number, number>(async (items) => {
      if (items.includes(99)) throw new Error("batch failed");
      return items.map((item) =>
        item < 0
          ? { status: "rejected", reason: new Error("negative") }
          : { status: "fulfilled", value: item },
      );
    });
    await expect(batcher.add(-1)).rejects.toThrow("negative");
    await expect(batcher.add(5)).resolves.toBe(5);
    await expect(batcher.add(99)).rejects.toThrow("batch failed");
  });

  it("caps the batch size", async () => {
    const sizes: number[] = [];
    const batcher = createBatcher<number, number>(
      async (items) => {
        sizes.push(items.length);
        await new Promise((resolve) => setTimeout(resolve, 5));
        return items.map((value) => ({ status: "fulfilled", value }));
      },
      { maxBatch: 3 },
    );
    await Promise.all(Array.from({ length: 8 }, (_, index) => batcher.add(index)));
    expect(Math.max(...sizes)).toBe(3);
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(8);
  });
});

describe("group commit batcher with a linger", () => {
  it("waits briefly so that items arriving within the linger share a write", async () => {
    const batches: number[][] = [];
    const batcher = createBatcher<number, number>(
      async (items) => {
        batches.push(items);
        return items.map((value) => ({ status: "fulfilled", value }));
      },
      { lingerMs: 20 },
    );
    const first = batcher.add(1);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = batcher.add(2);
    expect(await Promise.all([first, second])).toEqual([1, 2]);
    expect(batches).toEqual([[1, 2]]);
  });
});
