/**
 * Values baked into the bundles at build time. They are public (canonical origin, portal link),
 * so inlining them is safe; the server re-reads and validates its own settings at start-up.
 */
export const DEFAULT_SITE_ORIGIN = "https://latammatch.example";
export const DEFAULT_PORTAL_URL = "https://portal.latammatch.example";
export const DEFAULT_CONTACT_EMAIL = "hello@latammatch.example";

/**
 * The sessionStorage key of a visit's attribution. It is written by the script every page runs
 * and read by the forms, which must not share a module with that script (it is inlined into the
 * page only while it imports nothing; app/features/attribution/capture.ts): both get the key
 * from here.
 */
export const ATTRIBUTION_STORAGE_KEY = "latammatch:attribution";

export function buildTimeDefines(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const siteOrigin = (env.SITE_ORIGIN ?? DEFAULT_SITE_ORIGIN).replace(/\/+$/, "");
  const portalUrl = env.PORTAL_URL ?? DEFAULT_PORTAL_URL;
  const contactEmail = env.CONTACT_EMAIL?.trim() || DEFAULT_CONTACT_EMAIL;
  // Baked into prerendered pages, so a typo must stop the build rather than ship.
  if (!/^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(contactEmail)) {
    throw new Error(`CONTACT_EMAIL must be an e-mail address (got "${contactEmail}").`);
  }
  // One line, as it is printed under the sender in every e-mail's footer.
  const postalAddress = (env.POSTAL_ADDRESS ?? "").trim().replace(/\s+/g, " ");
  if (postalAddress.length > 200) {
    throw new Error(`POSTAL_ADDRESS must be at most 200 characters (got ${postalAddress.length}).`);
  }
  // The company facts the About page prints; unset, it prints example values marked as such.
  const legalName = (env.COMPANY_LEGAL_NAME ?? "").trim().replace(/\s+/g, " ");
  const founded = (env.COMPANY_FOUNDED_YEAR ?? "").trim();
  if (
    founded &&
    !(/^\d{4}$/.test(founded) && Number(founded) >= 1900 && Number(founded) <= new Date().getFullYear())
  ) {
    throw new Error(
      `COMPANY_FOUNDED_YEAR must be a year, four digits, not in the future (got "${founded}").`,
    );
  }
  const groupNote = (env.COMPANY_GROUP_NOTE ?? "").trim().replace(/\s+/g, " ");
  for (const [name, value] of [
    ["COMPANY_LEGAL_NAME", legalName],
    ["COMPANY_GROUP_NOTE", groupNote],
  ] as const) {
    if (value.length > 300) throw new Error(`${name} must be at most 300 characters (got ${value.length}).`);
  }
  return {
    __COMPANY_LEGAL_NAME__: JSON.stringify(legalName),
    __COMPANY_FOUNDED_YEAR__: JSON.stringify(founded),
    __COMPANY_GROUP_NOTE__: JSON.stringify(groupNote),
    __SITE_ORIGIN__: JSON.stringify(siteOrigin),
    __PORTAL_URL__: JSON.stringify(portalUrl),
    __CONTACT_EMAIL__: JSON.stringify(contactEmail),
    __POSTAL_ADDRESS__: JSON.stringify(postalAddress),
    __ATTRIBUTION_STORAGE_KEY__: JSON.stringify(ATTRIBUTION_STORAGE_KEY),
  };
}

/**
 * For code run from source without the bundler (`npm run dev`, `npm run emails:preview`): the
 * same values as globals. Call it before importing any module that reads them.
 */
export function defineBuildTimeGlobals(env: NodeJS.ProcessEnv = process.env): void {
  for (const [name, value] of Object.entries(buildTimeDefines(env))) {
    Object.assign(globalThis, { [name]: JSON.parse(value) as unknown });
  }
}
