// Runs Lighthouse (mobile) against pages of a running server and prints the four category
// scores, CLS and the total blocking time. Usage: node scripts/lighthouse.mjs <base-url> /path …
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, chromiumExecutable } from "../tests/e2e/chromium.mjs";

const [baseUrl, ...paths] = process.argv.slice(2);
if (!baseUrl || paths.length === 0) {
  console.error("Usage: node scripts/lighthouse.mjs <base-url> /path [/path …]");
  process.exit(2);
}

const chrome = await chromeLauncher.launch({ chromePath: chromiumExecutable, chromeFlags: chromiumArgs });
let failed = false;
try {
  for (const path of paths) {
    const url = new URL(path, baseUrl).href;
    const { lhr } = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const cls = lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0;
    const tbt = lhr.audits["total-blocking-time"]?.numericValue ?? 0;
    const lcp = lhr.audits["largest-contentful-paint"]?.numericValue ?? 0;
    console.log(
      `${path.padEnd(40)} Performance ${score("performance")}  Accessibility ${score("accessibility")}  Best Practices ${score("best-practices")}  SEO ${score("seo")}  CLS ${cls.toFixed(3)}  LCP ${Math.round(lcp)} ms  TBT ${Math.round(tbt)} ms`,
    );
    for (const [id, category] of Object.entries(lhr.categories)) {
      if ((category.score ?? 0) >= 1) continue;
      const misses = category.auditRefs
        .map((ref) => lhr.audits[ref.id])
        .filter(
          (audit) =>
            audit &&
            audit.score !== null &&
            audit.score < 1 &&
            audit.scoreDisplayMode !== "informative" &&
            audit.scoreDisplayMode !== "manual",
        )
        .map((audit) => audit.id);
      if (misses.length) console.log(`    ${id}: ${misses.slice(0, 8).join(", ")}`);
    }
    if (score("accessibility") < 100 || score("best-practices") < 100) failed = true;
  }
} finally {
  await chrome.kill();
}
process.exit(failed ? 1 : 0);
