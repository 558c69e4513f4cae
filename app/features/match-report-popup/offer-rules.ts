import { matchReportPopupSettings } from "~/content/floating-widgets";
import { localeFromPath } from "~/lib/i18n/locales";
import type { Audience } from "~/lib/page-audience";

/**
 * Whether a page offers the match report. The offer is for hiring companies: only on pages that
 * speak to them (not on candidate pages nor on the role catalogue both read), in English, and not
 * where a visitor converts. Astro asks it when it builds a page, which then carries the offer or
 * not.
 */
export function isMatchReportOffered(audience: Audience | undefined, pathname: string): boolean {
  return audience === "companies" && localeFromPath(pathname) === "en" && !isExcludedPath(pathname);
}

function isExcludedPath(pathname: string): boolean {
  return matchReportPopupSettings.excludedPaths.some(
    (path) => pathname === path || pathname.startsWith(`${path}/`),
  );
}
