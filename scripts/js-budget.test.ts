import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { type Browser, chromium } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formPagePaths } from "~/content/form-pages";
import { staticPagePaths } from "~/content/pages";
import { chromiumLaunchOptions } from "../tests/e2e/chromium.mjs";
import {
  CSS_LIMIT,
  evaluate,
  formatReport,
  inlineFigures,
  type Measurement,
  measurePage,
  PAGE_TYPES,
  pageType,
  WINDOW_AFTER_LOAD_MS,
} from "./js-budget.mjs";

const KB = 1024;
const forms = new Set(["/hiring-form", "/talent-apply"]);

const measured = (
  page: string,
  astro: boolean,
  js: number,
  rest: Partial<Measurement> = {},
): Measurement => ({
  page,
  astro,
  js,
  css: 15 * KB,
  ...rest,
});

describe("page types", () => {
  it("are form pages from the list, landing pages otherwise", () => {
    expect(pageType("/terms", forms)).toBe("landing");
    expect(pageType("/hiring-form", forms)).toBe("form");
  });

  it("count a translated page as the kind of its English version", () => {
    expect(pageType("/es/talent-apply", forms)).toBe("form");
    expect(pageType("/pt-br/talent-apply", forms)).toBe("form");
    expect(pageType("/es/talent", forms)).toBe("landing");
  });

  it("hold the targets the design sets", () => {
    expect(PAGE_TYPES.landing.limit).toBe(75 * KB);
    expect(PAGE_TYPES.form.limit).toBe(120 * KB);
  });

  it("list real pages as form pages, among them the hiring, application and booking forms", () => {
    const pages = new Set(staticPagePaths());
    for (const path of formPagePaths) expect(pages.has(path), path).toBe(true);
    for (const path of ["/hiring-form", "/talent-apply", "/book-a-call"])
      expect(formPagePaths.has(path)).toBe(true);
  });
});

describe("evaluate", () => {
  const verdict = (measurement: Measurement) => {
    const [result] = evaluate([measurement], forms);
    if (!result) throw new Error("evaluate returned no verdict");
    return result;
  };

  it("fails a page that loads one byte more JavaScript than its type's limit", () => {
    expect(verdict(measured("/terms", true, 75 * KB))).toMatchObject({ type: "landing", ok: true });
    expect(verdict(measured("/terms", true, 75 * KB + 1))).toMatchObject({
      type: "landing",
      ok: false,
      over: ["JS"],
    });
    expect(verdict(measured("/hiring-form", true, 120 * KB + 1))).toMatchObject({ type: "form", ok: false });
  });

  it("fails a page in the build that Astro did not build, whatever it loads", () => {
    expect(verdict(measured("/pricing", false, KB))).toMatchObject({
      ok: false,
      over: ["not built by Astro"],
    });
  });

  it("gives a form page more room than a landing page", () => {
    expect(verdict(measured("/hiring-form", true, 110 * KB)).ok).toBe(true);
    expect(verdict(measured("/about", true, 110 * KB)).ok).toBe(false);
  });

  it("fails a page over the CSS limit, and one that could not be measured", () => {
    expect(verdict(measured("/terms", true, KB, { css: CSS_LIMIT + 1 }))).toMatchObject({
      ok: false,
      over: ["CSS"],
    });
    const failed = verdict(measured("/", true, 0, { error: "HTTP 500" }));
    expect(failed.ok).toBe(false);
    expect(failed.over[0]).toContain("HTTP 500");
  });

  it("fails a page whose blocking time is over its type's limit, and shows the difference", () => {
    const blocking = (difference: number, limit: number) => ({
      page: 100 + difference,
      reference: 100,
      difference,
      range: [difference, difference] as [number, number],
      limit,
      ok: difference <= limit,
    });
    const slow = measured("/terms", true, KB, { blocking: blocking(51, 50) });
    expect(verdict(slow)).toMatchObject({ ok: false, over: ["blocking time"] });
    expect(verdict(measured("/terms", true, KB, { blocking: blocking(50, 50) })).ok).toBe(true);
    expect(formatReport(evaluate([slow], forms))).toMatch(/\/terms\s+landing.*\+51\s+FAIL \(blocking time\)/);
  });

  it("reports each page with its type, limit and result", () => {
    const report = formatReport(
      evaluate([measured("/terms", true, 80 * KB), measured("/hiring-form", true, 104 * KB)], forms),
    );
    expect(report).toMatch(/\/terms\s+landing\s+80\.0\s+75\.0\s+15\.0\s+-\s+FAIL \(JS\)/);
    expect(report).toMatch(/\/hiring-form\s+form\s+104\.0\s+120\.0\s+15\.0\s+-\s+pass/);
  });
});

describe("inline figures", () => {
  it("counts inline code and CSS, and leaves structured data and external scripts out", () => {
    const code = "console.log('first paint');".repeat(20);
    const html = [
      `<script>${code}</script>`,
      `<script type="application/ld+json">{"@type":"Organization"}</script>`,
      `<script type="module" src="/_astro/page.js"></script>`,
      "<style>body{color:red}</style>",
    ].join("");
    const gzip = (text: string) => gzipSync(text, { level: 9 }).length;
    expect(inlineFigures(html)).toEqual({ js: gzip(code), css: gzip("body{color:red}") });
  });
});

describe("measuring a page in the browser", () => {
  // A page that fetches a script while it loads, a module after load, one prefetched and one in
  // a worker within the window, and one only after the window has closed.
  const body = (name: string) =>
    `/* ${name} */ ${`globalThis.${name} = ${JSON.stringify(name.repeat(300))};`}`;
  const files: Record<string, string> = {
    "/early.js": body("early"),
    "/after-load.js": body("afterLoad"),
    "/prefetched.js": body("prefetched"),
    "/worker.js": body("worker"),
    "/too-late.js": body("tooLate"),
    "/style.css": `body{margin:0}${"p{color:#123}".repeat(30)}`,
  };
  const inlineCode = `addEventListener("load",()=>{setTimeout(()=>import("/after-load.js"),${WINDOW_AFTER_LOAD_MS - 1000});new Worker("/worker.js");setTimeout(()=>import("/too-late.js"),${WINDOW_AFTER_LOAD_MS + 1500})})`;
  const page = `<!doctype html><html><head><link rel="stylesheet" href="/style.css"><link rel="prefetch" href="/prefetched.js"><script src="/early.js"></script><script>${inlineCode}</script></head><body><main>Hello</main></body></html>`;
  let server: Server;
  let browser: Browser;
  let baseUrl: string;

  beforeAll(async () => {
    server = createServer((request, response) => {
      const path = request.url ?? "/";
      if (path === "/") response.writeHead(200, { "content-type": "text/html" }).end(page);
      else if (files[path] !== undefined) {
        const type = path.endsWith(".css") ? "text/css" : "text/javascript";
        response.writeHead(200, { "content-type": type }).end(files[path]);
      } else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await chromium.launch(chromiumLaunchOptions);
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  it("counts every script fetched until the window closes, gzip, and nothing fetched later", async () => {
    const gzip = (text: string) => gzipSync(text, { level: 9 }).length;
    const result = await measurePage(browser, baseUrl, { page: "/", astro: true });
    expect(result.error).toBeUndefined();
    expect(new Set(result.files)).toEqual(
      new Set(["/early.js", "/after-load.js", "/prefetched.js", "/worker.js"]),
    );
    const scripts = ["/early.js", "/after-load.js", "/prefetched.js", "/worker.js"].map((file) =>
      gzip(files[file] as string),
    );
    expect(result.js).toBe(scripts.reduce((sum, size) => sum + size, gzip(inlineCode)));
    expect(result.css).toBe(gzip(files["/style.css"] as string));
  }, 30_000);
});
