import webFontsHref from "../../app/web-fonts.css?url";

/**
 * Links the brand typeface's stylesheet once the page has loaded and painted its first text: its
 * 48 kB font would otherwise stand before the first paint on a slow line (Lighthouse mobile: LCP
 * 1.6 s with it, 0.94 s without). The text paints in the metric-matched fallback face meanwhile
 * (app/styles.css), so the swap moves nothing. Without scripts, a `<noscript>` link in the
 * layout applies it at once.
 *
 * A fast page can fire `load` before its first contentful paint, so the paint itself is awaited
 * (the browser's paint timing); a browser without paint timing links it a frame after `load`.
 */
export function linkWebFontsAfterLoad(): void {
  const link = () => {
    const element = document.createElement("link");
    element.rel = "stylesheet";
    element.href = webFontsHref;
    document.head.append(element);
  };
  addEventListener("load", () => {
    if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) {
      requestAnimationFrame(() => setTimeout(link));
      return;
    }
    const observer = new PerformanceObserver((entries) => {
      if (!entries.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      link();
    });
    observer.observe({ type: "paint", buffered: true });
  });
}
