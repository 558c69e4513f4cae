// The in-page half of scripts/perf-input.ts. Plain JavaScript: Playwright sends the function's
// source to the page, and a TypeScript loader would add helpers to it that the page does not have.

/**
 * Runs in the page before its own scripts: on the first trusted pointerdown it notes the event's
 * timestamp (when the input reached the page, however busy the page was) and watches the
 * document until the target is rendered, then notes the end of the frame that shows it. It also
 * keeps the Event Timing entries of interactions (16 ms and longer). Everything lands in `window.__inputProbe`.
 * @param {{ selector: string; title?: string }} target
 */
export function installInputProbe(target) {
  /** @type {import("./perf-input-probe.d.mts").InputProbe} */
  const probe = { start: null, end: null, liveAtClick: false, events: [] };
  window.__inputProbe = probe;
  const find = () =>
    [...document.querySelectorAll(target.selector)].find((element) => {
      if (!element.checkVisibility()) return false;
      if (target.title === undefined) return true;
      const labelledBy = element.getAttribute("aria-labelledby");
      const label = labelledBy ? document.getElementById(labelledBy)?.textContent : element.textContent;
      return label?.includes(target.title) ?? false;
    });
  const finish = () =>
    requestAnimationFrame(() => {
      // A message posted from a frame's callbacks is handled after that frame is drawn.
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        probe.end = performance.now();
      };
      channel.port2.postMessage(null);
    });
  const watch = () => {
    if (find()) return finish();
    const observer = new MutationObserver(() => {
      if (!find()) return;
      observer.disconnect();
      finish();
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true });
  };
  addEventListener(
    "pointerdown",
    (event) => {
      if (!event.isTrusted || probe.start !== null) return;
      probe.start = event.timeStamp;
      // The root marks the document once React has hydrated it (app/root.tsx); a page Astro
      // builds has no page-wide React: its own script, in the HTML, runs before it has loaded.
      probe.liveAtClick =
        document.documentElement.hasAttribute("data-hydrated") || !("__reactRouterContext" in window);
      watch();
    },
    { capture: true, passive: true },
  );
  if (PerformanceObserver.supportedEntryTypes?.includes("event")) {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (!entry.interactionId) continue;
        const { name, interactionId, startTime, duration } = entry;
        probe.events.push({ name, interactionId, startTime, duration });
      }
    }).observe({ type: "event", buffered: true, durationThreshold: 16 });
  }
}
