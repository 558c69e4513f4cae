import { randomBytes } from "node:crypto";
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
  DATA_LIMIT,
  evaluate,
  formatReport,
  inlineFigures,
  type Measurement,
  measurePage,
  PAGE_TYPES,
  pagesToOpen,
  pageType,
  standInFigures,
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
  data: 0,
  ...rest,
});

describe("page types", () => {
  it("are the target types on Astro and the legacy ones on React Router, form pages from the list", () => {
    expect(pageType("/terms", true, forms)).toBe("landing");
    expect(pageType("/hiring-form", true, forms)).toBe("form");
    expect(pageType("/terms", false, forms)).toBe("legacy landing");
    expect(pageType("/hiring-form", false, forms)).toBe("legacy form");
  });

  it("count a translated page as the kind of its English version", () => {
    expect(pageType("/es/talent-apply", false, forms)).toBe("legacy form");
    expect(pageType("/pt-br/talent-apply", true, forms)).toBe("form");
    expect(pageType("/es/talent", true, forms)).toBe("landing");
  });

  it("hold the targets the architecture issue sets, and legacy limits no lower", () => {
    expect(PAGE_TYPES.landing.limit).toBe(75 * KB);
    expect(PAGE_TYPES.form.limit).toBe(120 * KB);
    expect(PAGE_TYPES["legacy landing"].limit).toBeGreaterThanOrEqual(PAGE_TYPES.landing.limit);
    expect(PAGE_TYPES["legacy form"].limit).toBeGreaterThanOrEqual(PAGE_TYPES.form.limit);
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
    const legacy = PAGE_TYPES["legacy landing"].limit;
    expect(verdict(measured("/pricing", false, legacy)).ok).toBe(true);
    expect(verdict(measured("/pricing", false, legacy + 1)).ok).toBe(false);
  });

  it("holds a page moved to Astro to the target with the figure that passed as legacy", () => {
    expect(verdict(measured("/pricing", false, 140 * KB)).ok).toBe(true);
    expect(verdict(measured("/pricing", true, 140 * KB))).toMatchObject({ ok: false, limit: 75 * KB });
  });

  it("gives a form page more room than a landing page", () => {
    expect(verdict(measured("/hiring-form", true, 110 * KB)).ok).toBe(true);
    expect(verdict(measured("/about", true, 110 * KB)).ok).toBe(false);
  });

  it("fails a page over the CSS or hydration data limit, and one that could not be measured", () => {
    expect(verdict(measured("/terms", true, KB, { css: CSS_LIMIT + 1 }))).toMatchObject({
      ok: false,
      over: ["CSS"],
    });
    expect(verdict(measured("/", false, KB, { data: DATA_LIMIT + 1 }))).toMatchObject({
      ok: false,
      over: ["data"],
    });
    const failed = verdict(measured("/", false, 0, { error: "HTTP 500" }));
    expect(failed.ok).toBe(false);
    expect(failed.over[0]).toContain("HTTP 500");
  });

  it("reports each page with its type, limit and result, and the pages it stands for", () => {
    const report = formatReport(
      evaluate(
        [
          measured("/terms", true, 80 * KB),
          measured("/candidates/developers/backend", false, 149 * KB, {
            standsFor: ["/es/candidates/developers/backend"],
          }),
        ],
        forms,
      ),
    );
    expect(report).toMatch(/\/terms\s+landing\s+80\.0\s+75\.0\s+0\.0\s+15\.0\s+FAIL \(JS\)/);
    expect(report).toMatch(/\/candidates\/developers\/backend\s+legacy landing\s+149\.0 .* pass\s+\+1 page/);
    expect(report).toContain("/candidates/developers/backend: /es/candidates/developers/backend");
  });
});

describe("pages to open", () => {
  const routerPage = (modules: string[]) =>
    `<script type="module" async="">{const m=${JSON.stringify(modules)};import("/assets/x.js")}</script>`;

  it("opens every Astro page and one React Router page per type, language and module set", () => {
    const stack = routerPage(["/assets/root.js", "/assets/stack.js"]);
    const opened = pagesToOpen(
      [
        { page: "/candidates/developers/backend", astro: false, html: stack },
        { page: "/candidates/developers/frontend", astro: false, html: stack },
        { page: "/es/candidates/developers/backend", astro: false, html: stack },
        { page: "/es/candidates/developers/frontend", astro: false, html: stack },
        { page: "/pricing", astro: false, html: routerPage(["/assets/root.js", "/assets/pricing.js"]) },
        { page: "/terms", astro: true, html: "<html></html>" },
        { page: "/privacy", astro: true, html: "<html></html>" },
      ],
      forms,
    );
    expect(opened).toEqual([
      {
        page: "/candidates/developers/backend",
        astro: false,
        standsFor: ["/candidates/developers/frontend"],
      },
      {
        page: "/es/candidates/developers/backend",
        astro: false,
        standsFor: ["/es/candidates/developers/frontend"],
      },
      { page: "/pricing", astro: false, standsFor: [] },
      { page: "/terms", astro: true, standsFor: [] },
      { page: "/privacy", astro: true, standsFor: [] },
    ]);
  });

  it("never lets a page of one type stand for a page of another", () => {
    const same = routerPage(["/assets/root.js", "/assets/page.js"]);
    const opened = pagesToOpen(
      [
        { page: "/hiring-form", astro: false, html: same },
        { page: "/about", astro: false, html: same },
      ],
      forms,
    );
    expect(opened.map((entry) => entry.page)).toEqual(["/hiring-form", "/about"]);
  });
});

describe("pages that were not opened", () => {
  // Hydration data that compresses poorly: 1 kB of it on the page opened, 16 kB on its stand-in.
  const data = (bytes: number) =>
    `<script>window.__reactRouterContext.streamController.enqueue(${JSON.stringify(
      randomBytes(bytes).toString("base64"),
    )});</script>`;
  const html: Record<string, string> = {
    "/candidates/developers": `<script>var a=1;</script>${data(1_000)}`,
    "/es/candidates/developers": `<script>var a=1;var b=2;var c=3;</script>${data(16_000)}`,
  };

  it("take the files of the page standing for them and their own inline code and data, which can fail", () => {
    const opened = measured("/candidates/developers", false, 150 * KB, {
      data: inlineFigures(html["/candidates/developers"] as string).data,
      standsFor: ["/es/candidates/developers"],
    });
    const [standIn] = standInFigures([opened], (page) => html[page] ?? "");
    const own = inlineFigures(html["/es/candidates/developers"] as string);
    const openedInline = inlineFigures(html["/candidates/developers"] as string);
    expect(standIn).toMatchObject({
      page: "/es/candidates/developers",
      measuredAs: "/candidates/developers",
      js: 150 * KB - openedInline.js + own.js,
      data: own.data,
    });
    expect(own.data).toBeGreaterThan(DATA_LIMIT);
    const verdicts = evaluate([opened, ...standInFigures([opened], (page) => html[page] ?? "")], forms);
    expect(verdicts.map((row) => row.ok)).toEqual([true, false]);
    expect(formatReport(verdicts)).toMatch(
      /\/es\/candidates\/developers .*FAIL \(data\)\s+\(as \/candidates\/developers\)/,
    );
  });
});

describe("inline figures", () => {
  it("counts inline code, keeps hydration data apart and leaves structured data and external scripts out", () => {
    const code = "console.log('first paint');".repeat(20);
    const data = `window.__reactRouterContext.streamController.enqueue(${JSON.stringify("x".repeat(500))});`;
    const html = [
      `<script>${code}</script>`,
      `<script>${data}</script>`,
      `<script type="application/ld+json">{"@type":"Organization"}</script>`,
      `<script type="module" src="/_astro/page.js"></script>`,
      "<style>body{color:red}</style>",
    ].join("");
    const gzip = (text: string) => gzipSync(text, { level: 9 }).length;
    expect(inlineFigures(html)).toEqual({ js: gzip(code), data: gzip(data), css: gzip("body{color:red}") });
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
    const result = await measurePage(browser, baseUrl, { page: "/", astro: true, standsFor: [] });
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
