import webFontsHref from "../../app/web-fonts.css?url";

/**
 * Links the brand typeface's stylesheet once the page has loaded and painted: its 48 kB font
 * would otherwise stand before the first paint on a slow line (Lighthouse mobile: LCP 1.6 s with
 * it, 0.94 s without). The text paints in the metric-matched fallback face meanwhile
 * (app/styles.css), so the swap moves nothing. Without scripts, a `<noscript>` link in the
 * layout applies it at once.
 */
export function linkWebFontsAfterLoad(): void {
  addEventListener("load", () =>
    requestAnimationFrame(() =>
      setTimeout(() => {
        const link = document.createElement("link");
        link.rel = "stylesheet";
        link.href = webFontsHref;
        document.head.append(link);
      }),
    ),
  );
}
