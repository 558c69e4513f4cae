import type { Browser } from "@playwright/test";

export type PageType = "landing" | "form" | "legacy landing" | "legacy form";

/** One page's figures, gzip bytes. */
export interface Measurement {
  /** URL path. */
  page: string;
  /** Whether Astro builds it (React Router otherwise). */
  astro: boolean;
  /** The pages this one's figures stand for (same modules), not opened themselves. */
  standsFor?: string[];
  /** For a page not opened: the page whose fetched files it is taken to load. */
  measuredAs?: string;
  /** JavaScript fetched until the window closed, plus inline script code. */
  js: number;
  /** Stylesheets fetched plus inline CSS. */
  css: number;
  /** React Router's hydration data in the HTML. */
  data: number;
  /** The scripts fetched, by path. */
  files?: string[];
  /** Why the page could not be measured. */
  error?: string;
}

export interface Verdict extends Measurement {
  type: PageType;
  /** The JavaScript limit the page is held to. */
  limit: number;
  /** What is over its limit ("JS", "CSS", "data") or why nothing was measured. */
  over: string[];
  ok: boolean;
}

export interface PageToOpen {
  page: string;
  astro: boolean;
  standsFor: string[];
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
export declare const DATA_LIMIT: number;

/** The page's type from the list of form pages and the build that serves it. */
export declare function pageType(page: string, astro: boolean, formPaths?: ReadonlySet<string>): PageType;
/** Each measurement with its type, its limit and what is over a limit. */
export declare function evaluate(measurements: Measurement[], formPaths?: ReadonlySet<string>): Verdict[];
/** The modules a React Router page's inline script loads, sorted. */
export declare function pageModules(html: string): string[];
/** Every Astro page, and one React Router page per set of pages of a type with the same modules. */
export declare function pagesToOpen(
  pages: { page: string; astro: boolean; html: string }[],
  formPaths?: ReadonlySet<string>,
): PageToOpen[];
/** The figures of the pages not opened: the files of the page standing for each, their own inline parts. */
export declare function standInFigures(
  measurements: Measurement[],
  htmlOf: (page: string) => string,
): Measurement[];
/** Gzip sizes of the document's inline script code, hydration data and CSS. */
export declare function inlineFigures(html: string): { js: number; data: number; css: number };
/** The report printed after a run. */
export declare function formatReport(verdicts: Verdict[]): string;
/** Opens one page in a fresh context of `browser` and measures it. */
export declare function measurePage(
  browser: Browser,
  baseUrl: string,
  page: PageToOpen,
): Promise<Measurement>;
