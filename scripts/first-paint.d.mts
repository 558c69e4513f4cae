/** Time into the visit after which a page that waits for its visitor runs its code anyway. */
export declare const HYDRATION_DEADLINE_MS: number;
/** Input that shows the visitor is there. */
export declare const VISITOR_EVENTS: string[];
/** Runs in the page: resolves when it is time to fetch and run the page's code. */
export declare function whenToHydrate(
  painted: Promise<unknown>,
  trigger: "load" | "visitor",
  modules: string[],
  deadlineMs: number,
  visitorEvents: string[],
  replayDeadlineMs: number,
): Promise<void>;
/** Longest wait for React to take over a button clicked before it did. */
export declare const REPLAY_DEADLINE_MS: number;
/** "load" for a page with a form in its main content, "visitor" for the others. */
export declare function hydrationTrigger(html: string): "load" | "visitor";
/** `modules` ordered so that every module comes after the modules it imports. */
export declare function dependenciesFirst(modules: string[], importsOf: (href: string) => string[]): string[];
/** The router's manifest in its inline script, printed without whitespace. */
export declare function compactManifest(source: string): string;
/** The document with its stylesheets inlined and its hydration deferred. */
export declare function deferHydration(
  html: string,
  readStylesheet: (href: string) => string,
  importsOf?: (href: string) => string[],
): string;
/** The id of the `<noscript>` that holds the web fonts' `@font-face` rules. */
export declare const WEB_FONTS_ID: string;
/** Runs in the page: resolves once the page has loaded and painted its content. */
export declare function afterFirstPaint(): Promise<unknown>;
/** Runs in the page: adds the web fonts once `painted` resolves and their first face has loaded. */
export declare function addWebFonts(painted: Promise<unknown>, id: string): void;
/** The page's script before its code runs, minified. */
export declare function firstPaintScript(trigger: "load" | "visitor"): string;
/** The CSS without its web fonts' `@font-face` rules, and those rules. */
export declare function splitWebFonts(css: string): { rest: string; fontFaces: string };
