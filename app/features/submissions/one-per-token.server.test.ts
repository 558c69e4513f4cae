import { describe, expect, it } from "vitest";
import { createOnePerToken } from "./one-per-token.server";

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe("createOnePerToken", () => {
  it("runs the work of one token in arrival order, and other tokens beside it", async () => {
    const run = createOnePerToken();
    const events: string[] = [];
    const gate = deferred();
    const first = run("a", async () => {
      events.push("a1 start");
      await gate.promise;
      events.push("a1 end");
    });
    const second = run("a", async () => {
      events.push("a2");
    });
    const other = run("b", async () => {
      events.push("b");
    });
    await other;
    expect(events).toEqual(["a1 start", "b"]);
    gate.resolve();
    await Promise.all([first, second]);
    expect(events).toEqual(["a1 start", "b", "a1 end", "a2"]);
  });

  it("goes on after a failure, and hands each caller its own outcome", async () => {
    const run = createOnePerToken();
    const failing = run("a", async () => {
      throw new Error("store failed");
    });
    const next = run("a", async () => 42);
    await expect(failing).rejects.toThrow("store failed");
    await expect(next).resolves.toBe(42);
  });

  it("runs work without a token at once", async () => {
    const run = createOnePerToken();
    const gate = deferred();
    const held = run(undefined, () => gate.promise);
    await expect(run(undefined, async () => "free")).resolves.toBe("free");
    gate.resolve();
    await held;
  });
});
