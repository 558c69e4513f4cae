/** Longest wait for the `load` event before the page's code is fetched anyway. */
export declare const HYDRATION_DEADLINE_MS: number;
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
