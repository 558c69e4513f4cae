import type { Browser } from "@playwright/test";

export type PageType = "landing" | "form";

/** A page's blocking time over its rounds, ms: medians, and the difference's range. */
export interface BlockingVerdict {
  page: number;
  reference: number;
  difference: number;
  range: [number, number];
  limit: number;
  ok: boolean;
}

/** One page's figures, gzip bytes. */
export interface Measurement {
  /** URL path. */
  page: string;
  /** Whether Astro builds it (a page it did not build fails). */
  astro: boolean;
  /** JavaScript fetched until the window closed, plus inline script code. */
  js: number;
  /** Stylesheets fetched plus inline CSS. */
  css: number;
  /** The scripts fetched, by path. */
  files?: string[];
  /** Its main thread's blocking time against the reference page's (scripts/blocking-time.mjs). */
  blocking?: BlockingVerdict;
  /** Why the page could not be measured. */
  error?: string;
}

export interface Verdict extends Measurement {
  type: PageType;
  /** The JavaScript limit the page is held to. */
  limit: number;
  /** What is over its limit ("JS", "CSS", "blocking time"), "not built by Astro", or why nothing was measured. */
  over: string[];
  ok: boolean;
}

export interface PageToOpen {
  page: string;
  astro: boolean;
}

/** How long after the load event a page's fetches still count, in ms. */
export declare const WINDOW_AFTER_LOAD_MS: number;
/** The phone the pages are opened on (a Playwright context's options). */
export declare const PHONE: {
  viewport: { width: number; height: number };
  deviceScaleFactor: number;
  isMobile: boolean;
  hasTouch: boolean;
};
/** The JavaScript limit of each page type, gzip bytes. */
export declare const PAGE_TYPES: Record<PageType, { limit: number; about: string }>;
export declare const CSS_LIMIT: number;

/** The page's type from the list of form pages. */
export declare function pageType(page: string, formPaths?: ReadonlySet<string>): PageType;
/** Each measurement with its type, its limit and what is over a limit. */
export declare function evaluate(measurements: Measurement[], formPaths?: ReadonlySet<string>): Verdict[];
/** Gzip sizes of the document's inline script code and CSS. */
export declare function inlineFigures(html: string): { js: number; css: number };
/** The report printed after a run. */
export declare function formatReport(verdicts: Verdict[]): string;
/** Opens one page in a fresh context of `browser` and measures it. */
export declare function measurePage(
  browser: Browser,
  baseUrl: string,
  page: PageToOpen,
): Promise<Measurement>;
