// One Lighthouse (mobile, default throttling) run of a URL in an already launched Chromium,
// reduced to the figures the project tracks.
import lighthouse from "lighthouse";

/**
 * @param {string} url
 * @param {number} port  the remote-debugging port of a Chromium started by chrome-launcher
 */
export async function runLighthouse(url, port) {
  const result = await lighthouse(url, { port, output: "json", logLevel: "error" });
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.message}`);
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id) => lhr.audits[id]?.numericValue ?? 0;
  const misses = {};
  for (const [id, category] of Object.entries(lhr.categories)) {
    if ((category.score ?? 0) >= 1) continue;
    misses[id] = category.auditRefs
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
  }
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcp: metric("largest-contentful-paint"),
    fcp: metric("first-contentful-paint"),
    tbt: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    misses,
  };
}
