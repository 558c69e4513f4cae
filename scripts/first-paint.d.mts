/** Time into the visit after which a page that waits for its visitor runs its code anyway. */
export declare const HYDRATION_DEADLINE_MS: number;
/** Input that shows the visitor is there. */
export declare const VISITOR_EVENTS: string[];
/** Runs in the page: resolves when it is time to fetch and run the page's code. */
export declare function whenToHydrate(
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
