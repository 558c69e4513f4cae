/**
 * Where a visit came from: the UTM parameters, the external referrer and the landing page of
 * the first page of the visit. Kept in sessionStorage, so it belongs to this tab's visit only
 * and later pages of the same visit do not overwrite it; forms send it with their requests.
 */
import type { Attribution } from "~/features/submissions/envelope";

export const ATTRIBUTION_STORAGE_KEY = "latammatch:attribution";

const UTM_PARAMETERS = {
  utmSource: "utm_source",
  utmMedium: "utm_medium",
  utmCampaign: "utm_campaign",
  utmTerm: "utm_term",
  utmContent: "utm_content",
} as const;

// The same bounds as the envelope schema, so a long campaign URL never gets a request rejected.
const MAX_PARAMETER = 200;
const MAX_URL = 2048;

const clip = (value: string, max: number) => value.trim().slice(0, max);

/** Reads the attribution of a first page view. Referrers from our own origin are not a source. */
export function attributionFrom(location: { href: string }, referrer: string): Attribution {
  const url = new URL(location.href);
  const attribution: Attribution = {};
  for (const [key, parameter] of Object.entries(UTM_PARAMETERS) as [keyof typeof UTM_PARAMETERS, string][]) {
    const value = url.searchParams.get(parameter);
    if (value?.trim()) attribution[key] = clip(value, MAX_PARAMETER);
  }
  if (referrer) {
    try {
      if (new URL(referrer).origin !== url.origin) attribution.referrer = clip(referrer, MAX_URL);
    } catch {
      // An unparsable referrer tells us nothing.
    }
  }
  attribution.landingPage = clip(url.pathname + url.search, MAX_URL);
  return attribution;
}

/** Stores the visit's attribution unless this visit already has one. */
export function captureAttribution(storage: Storage, location: { href: string }, referrer: string): void {
  if (storage.getItem(ATTRIBUTION_STORAGE_KEY) !== null) return;
  storage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(attributionFrom(location, referrer)));
}

const ATTRIBUTION_KEYS = new Set<string>([...Object.keys(UTM_PARAMETERS), "referrer", "landingPage"]);

/** The visit's attribution, or undefined when none was captured or storage is unavailable. */
export function readAttribution(
  storage: Storage | undefined = safeSessionStorage(),
): Attribution | undefined {
  try {
    const raw = storage?.getItem(ATTRIBUTION_STORAGE_KEY);
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

/**
 * Records this page's visit, once per visit: called on every page (the app's root and the
 * layout of the pages Astro builds). A full or blocked storage only costs the attribution.
 */
export function captureVisitAttribution(): void {
  const storage = safeSessionStorage();
  if (!storage) return;
  try {
    captureAttribution(storage, window.location, document.referrer);
  } catch {
    // Nothing to keep it in: the page goes on without it.
  }
}
