/** Longest wait for the `load` event before the page's code is fetched anyway. */
export declare const HYDRATION_DEADLINE_MS: number;
/** The document with its stylesheets inlined and its hydration deferred. */
export declare function deferHydration(html: string, readStylesheet: (href: string) => string): string;
