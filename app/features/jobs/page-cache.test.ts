import { describe, expect, it } from "vitest";
import { answerFromPageCache, createPageCache, createRenderSlots } from "./job-board.server";

/** A promise with its resolve, to hold a render open while requests pile up. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the page cache under a crowd", () => {
  it("renders a cold page once for a hundred simultaneous requests, and serves each of them", async () => {
    const cache = createPageCache();
    const held = gate();
    let renders = 0;
    const render = async () => {
      renders += 1;
      await held.opened;
      return { status: 200, body: "<p>stack page</p>", headers: { "Content-Type": "text/html" } };
    };
    const answers = Array.from({ length: 100 }, () =>
      answerFromPageCache(
        new Request("https://x.example/candidates/developers/backend"),
        cache,
        "/k",
        render,
      ),
    );
    await tick();
    expect(cache.rendering).toBe(1);
    held.open();
    const bodies = await Promise.all((await Promise.all(answers)).map((response) => response.text()));
    expect(renders).toBe(1);
    expect(new Set(bodies)).toEqual(new Set(["<p>stack page</p>"]));
    expect(cache.rendering).toBe(0);
  });

  it("runs at most the slots' number of renders at once and the rest in the order they came", async () => {
    const slots = createRenderSlots(2);
    const cache = createPageCache({ slots });
    const held = gate();
    let running = 0;
    let most = 0;
    const started: string[] = [];
    const renderOf = (key: string) => async () => {
      started.push(key);
      running += 1;
      most = Math.max(most, running);
      await held.opened;
      running -= 1;
      return { status: 200, body: key, headers: {} };
    };
    const keys = Array.from({ length: 10 }, (_, index) => `/page-${index}`);
    const loads = keys.map((key) => cache.load(key, renderOf(key)));
    await tick();
    expect(slots.running).toBe(2);
    expect(slots.queued).toBe(8);
    held.open();
    expect((await Promise.all(loads)).map((page) => page.body)).toEqual(keys);
    expect(most).toBe(2);
    expect(started).toEqual(keys);
    expect(slots.running + slots.queued).toBe(0);
  });

  it("serves a render begun before a purge to its requests, but renders anew for a request after it", async () => {
    const cache = createPageCache();
    const held = gate();
    let version = "old";
    let renders = 0;
    const render = async () => {
      renders += 1;
      const body = version;
      await held.opened;
      return { status: 200, body, headers: {} };
    };
    const before = cache.load("/jobs", render);
    await tick();
    version = "new";
    const purged: number[] = [];
    cache.onPurge((generation) => purged.push(generation));
    cache.purge();
    const after = cache.load("/jobs", render);
    held.open();
    expect((await before).body).toBe("old");
    expect((await after).body).toBe("new");
    expect(renders).toBe(2);
    expect(purged).toEqual([1]);
    // The old render was not stored over the new one.
    expect(cache.get("/jobs")?.body).toBe("new");
  });

  it("frees the key and the slot when a render fails, so the next request tries again", async () => {
    const slots = createRenderSlots(1);
    const cache = createPageCache({ slots });
    let renders = 0;
    const failing = async () => {
      renders += 1;
      throw new Error("the database is away");
    };
    const crowd = [cache.load("/jobs", failing), cache.load("/jobs", failing)];
    for (const load of crowd) await expect(load).rejects.toThrow("the database is away");
    expect(renders).toBe(1);
    const page = await cache.load("/jobs", async () => ({ status: 200, body: "back", headers: {} }));
    expect(page.body).toBe("back");
    expect(slots.running).toBe(0);
  });

  it("keeps the stored pages within its byte budget, dropping the oldest", async () => {
    const cache = createPageCache({ maxBytes: 300_000 });
    // A page weighs twice its body's length (the heap's UTF-16) and its small compressed copies.
    const body = (letter: string) => letter.repeat(40_000);
    for (const key of ["/a", "/b", "/c", "/d"]) {
      await cache.load(key, async () => ({ status: 200, body: body(key.slice(1)), headers: {} }));
    }
    expect(cache.size).toBeLessThan(4);
    expect(cache.get("/d")).toBeDefined();
    expect(cache.get("/a")).toBeUndefined();
  });
});
