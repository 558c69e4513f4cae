import type { Browser, BrowserContextOptions } from "@playwright/test";
import type { BlockingVerdict, PageType } from "./js-budget.mjs";

export declare const REFERENCE_PAGE: string;
export declare const BLOCKING_WINDOW_MS: number;
export declare const BLOCKING_ROUNDS: number;
export declare const BLOCKING_LIMITS: Record<PageType, number>;
/** Each task's part beyond 50 ms, summed. */
export declare function blockingTime(durations: number[]): number;
export declare function median(values: number[]): number;
/** The median difference of a page's rounds to the reference rounds beside them, against its limit. */
export declare function blockingVerdict(
  rounds: { page: number; reference: number }[],
  type: PageType,
): BlockingVerdict;
/** A page's blocking time (ms) in a fresh context with the processor slowed down. */
export declare function measureBlockingTime(
  browser: Browser,
  url: string,
  phone: BrowserContextOptions,
): Promise<number>;
