import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { type Browser, chromium } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumLaunchOptions } from "../tests/e2e/chromium.mjs";
import {
  BLOCKING_LIMITS,
  blockingTime,
  blockingVerdict,
  measureBlockingTime,
  median,
} from "./blocking-time.mjs";
import { PHONE } from "./js-budget.mjs";

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

describe("measuring blocking time in the browser", () => {
  // A page that keeps its main thread busy for 300 ms after load, and one that does nothing.
  const pages: Record<string, string> = {
    "/busy": `<!doctype html><title>busy</title><p>Busy</p><script>addEventListener("load",()=>setTimeout(()=>{const end=performance.now()+300;while(performance.now()<end);}))</script>`,
    "/quiet": "<!doctype html><title>quiet</title><p>Quiet</p>",
  };
  let server: Server;
  let browser: Browser;
  let baseUrl: string;

  beforeAll(async () => {
    server = createServer((request, response) => {
      response.writeHead(200, { "content-type": "text/html" }).end(pages[request.url ?? ""] ?? "");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await chromium.launch(chromiumLaunchOptions);
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  it("counts a long task after load, and next to nothing on a page without script", async () => {
    const busy = await measureBlockingTime(browser, `${baseUrl}/busy`, PHONE);
    const quiet = await measureBlockingTime(browser, `${baseUrl}/quiet`, PHONE);
    expect(busy).toBeGreaterThanOrEqual(240);
    expect(quiet).toBeLessThan(busy - 200);
  }, 60_000);
});
