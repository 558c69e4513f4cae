/**
 * Where a visit came from: the UTM parameters, the external referrer and the landing page of
 * the first page of the visit. Kept in sessionStorage, so it belongs to this tab's visit only
 * and later pages of the same visit do not overwrite it; forms send it with their requests.
 */
import type { Attribution } from "~/content/forms/envelope";

declare const __ATTRIBUTION_STORAGE_KEY__: string;

/** Where the visit's attribution is kept (build-env.ts). */
export const ATTRIBUTION_STORAGE_KEY = __ATTRIBUTION_STORAGE_KEY__;

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

/**
 * Records this page's visit, once per visit: called on every page (the app's root and the
 * layout of the pages Astro builds). A full or blocked storage only costs the attribution.
 */
export function captureVisitAttribution(): void {
  try {
    captureAttribution(window.sessionStorage, window.location, document.referrer);
  } catch {
    // Nothing to keep it in: the page goes on without it.
  }
}
