// The main thread's blocking time of the built pages, held to a limit per page type as a
// difference to a reference page measured in the same run.
//
// What counts: every long task (over 50 ms) of the page's main thread from the start of its
// navigation until BLOCKING_WINDOW_MS after its load event, each for its part beyond 50 ms — the
// total blocking time Lighthouse reports, counted from the navigation instead of the first paint.
// The page opens at the phone viewport with its processor slowed down four times, as Lighthouse's
// mobile run does. Blocking time is measured on the wall clock, so a busy machine inflates it:
// each page is held to the reference page's figure from the same run (/privacy: text, the
// header and the footer, and no script of its own), not to an absolute figure. A page over its
// limit on its first round is opened again until it has BLOCKING_ROUNDS rounds, each beside a
// round of the reference page, and the median of its differences decides.

/** The reference page: the site's layout and text, no page script. */
export const REFERENCE_PAGE = "/privacy";

/** How long after the load event long tasks still count: the measure's definition. */
export const BLOCKING_WINDOW_MS = 3_000;

/** Rounds a page over its limit is measured before it fails. */
export const BLOCKING_ROUNDS = 3;

/** Lighthouse mobile's processor slowdown. */
const CPU_SLOWDOWN = 4;

/**
 * The most blocking time each page type may add to the reference page's, in ms: above the
 * noise of a loaded machine (the reference page against itself, three rounds at load 12-16 on
 * two cores: +71 ms), below what a page script blocking at load adds (docs/decisions/026).
 */
export const BLOCKING_LIMITS = {
  landing: 150,
  form: 250,
};

/**
 * The blocking time of a list of task durations: each task's part beyond 50 ms.
 * @param {number[]} durations  ms
 */
export function blockingTime(durations) {
  return durations.reduce((total, duration) => total + Math.max(0, duration - 50), 0);
}

/** @param {number[]} values */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The verdict on one page's rounds: the median of its differences to the reference round
 * beside each, against its type's limit.
 * @param {{ page: number, reference: number }[]} rounds  blocking times, ms
 * @param {keyof typeof BLOCKING_LIMITS} type
 */
export function blockingVerdict(rounds, type) {
  const differences = rounds.map((round) => round.page - round.reference);
  const difference = median(differences);
  return {
    page: median(rounds.map((round) => round.page)),
    reference: median(rounds.map((round) => round.reference)),
    difference,
    range: [Math.min(...differences), Math.max(...differences)],
    limit: BLOCKING_LIMITS[type],
    ok: difference <= BLOCKING_LIMITS[type],
  };
}

/**
 * Opens a page in a fresh context at the phone viewport, processor slowed down, and returns
 * its blocking time (ms) until BLOCKING_WINDOW_MS after its load event.
 * @param {import("@playwright/test").Browser} browser
 * @param {string} url
 * @param {import("@playwright/test").BrowserContextOptions} phone
 */
export async function measureBlockingTime(browser, url, phone) {
  const context = await browser.newContext(phone);
  try {
    const tab = await context.newPage();
    const session = await context.newCDPSession(tab);
    await session.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await tab.addInitScript(() => {
      const durations = [];
      Object.defineProperty(window, "__longTasks", { value: durations });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) durations.push(entry.duration);
      }).observe({ type: "longtask", buffered: true });
    });
    const response = await tab.goto(url, { waitUntil: "load", timeout: 120_000 });
    if (!response?.ok()) throw new Error(`${url}: HTTP ${response?.status()}`);
    const durations = await tab.evaluate(
      (windowMs) =>
        new Promise((resolve) => {
          const load = performance.getEntriesByType("navigation")[0]?.loadEventEnd ?? 0;
          setTimeout(() => resolve(window.__longTasks), Math.max(0, load + windowMs - performance.now()));
        }),
      BLOCKING_WINDOW_MS,
    );
    return blockingTime(durations);
  } finally {
    await context.close();
  }
}
