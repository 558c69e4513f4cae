// Runs Lighthouse (mobile) against pages of a running server and prints the four category
// scores, CLS and the total blocking time. Usage: node scripts/lighthouse.mjs <base-url> /path …
import * as chromeLauncher from "chrome-launcher";
import { chromiumArgs, chromiumExecutable } from "../tests/e2e/chromium.mjs";
import { runLighthouse } from "./lighthouse-run.mjs";

const [baseUrl, ...paths] = process.argv.slice(2);
if (!baseUrl || paths.length === 0) {
  console.error("Usage: node scripts/lighthouse.mjs <base-url> /path [/path …]");
  process.exit(2);
}

const chrome = await chromeLauncher.launch({ chromePath: chromiumExecutable, chromeFlags: chromiumArgs });
let failed = false;
try {
  for (const path of paths) {
    const result = await runLighthouse(new URL(path, baseUrl).href, chrome.port);
    console.log(
      `${path.padEnd(40)} Performance ${result.performance}  Accessibility ${result.accessibility}  Best Practices ${result.bestPractices}  SEO ${result.seo}  CLS ${result.cls.toFixed(3)}  LCP ${Math.round(result.lcp)} ms  TBT ${Math.round(result.tbt)} ms`,
    );
    for (const [id, misses] of Object.entries(result.misses)) {
      if (misses.length) console.log(`    ${id}: ${misses.slice(0, 8).join(", ")}`);
    }
    if (result.accessibility < 100 || result.bestPractices < 100) failed = true;
  }
} finally {
  await chrome.kill();
}
process.exit(failed ? 1 : 0);
