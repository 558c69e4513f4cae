// Takes full-page screenshots of site pages at phone and desktop widths for visual review.
// Usage: node scripts/screenshot.mjs <base-url> <out-dir> /path [/path …]
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "../tests/e2e/chromium.mjs";

const [baseUrl, outDir, ...paths] = process.argv.slice(2);
if (!baseUrl || !outDir || paths.length === 0) {
  console.error("Usage: node scripts/screenshot.mjs <base-url> <out-dir> /path [/path …]");
  process.exit(2);
}
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions);
for (const width of [390, 1440]) {
  const page = await browser.newPage({ viewport: { width, height: width < 800 ? 844 : 900 } });
  for (const pagePath of paths) {
    await page.goto(new URL(pagePath, baseUrl).href, { waitUntil: "networkidle" });
    // Bands below the fold are drawn only near the viewport; a full-page shot needs all of them.
    await page.addStyleTag({
      content: "main > section, main ~ footer { content-visibility: visible !important; }",
    });
    const name = `${pagePath.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}-${width}.png`;
    await page.screenshot({ path: path.join(outDir, name), fullPage: true });
    console.log(path.join(outDir, name));
  }
  await page.close();
}
await browser.close();
