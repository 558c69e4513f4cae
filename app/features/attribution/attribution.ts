/**
 * Reads the visit's attribution that the page captured (capture.ts), for the forms to send with
 * their requests. Kept apart from the capture, which every page runs inline.
 */
import type { Attribution } from "~/content/forms/envelope";

declare const __ATTRIBUTION_STORAGE_KEY__: string;

/**
 * The attribution's fields (`AttributionSchema` in the envelope, which the server checks), listed
 * here so that the forms reading them load no validation library.
 */
export const ATTRIBUTION_FIELDS = [
  "utmSource",
  "utmMedium",
  "utmCampaign",
  "utmTerm",
  "utmContent",
  "referrer",
  "landingPage",
  "interestRole",
  "interestPackage",
] as const satisfies readonly (keyof Attribution)[];

const ATTRIBUTION_KEYS = new Set<string>(ATTRIBUTION_FIELDS);

/** The visit's attribution, or undefined when none was captured or storage is unavailable. */
export function readAttribution(
  storage: Storage | undefined = safeSessionStorage(),
): Attribution | undefined {
  try {
    const raw = storage?.getItem(__ATTRIBUTION_STORAGE_KEY__);
    if (!raw) return undefined;
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== "object") return undefined;
    // Only known keys with string values: whatever else is stored must not get a request rejected.
    const entries = Object.entries(parsed).filter(
      ([key, value]) => ATTRIBUTION_KEYS.has(key) && typeof value === "string",
    );
    return Object.fromEntries(entries) as Attribution;
  } catch {
    return undefined;
  }
}

/** sessionStorage, or undefined where the browser blocks it (some privacy modes throw on access). */
export function safeSessionStorage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}
