/**
 * The start-up check of a production server's public settings. Some are baked into the build
 * (SITE_ORIGIN, PORTAL_URL, CONTACT_EMAIL: build-env.ts), others read at run time; the example
 * values the project ships with (the reserved `.example` domain) are fine for trying it out and
 * wrong on a real site. A SITE_ORIGIN given at run time that differs from the build's would split
 * the site in two — pages, canonical links and the sitemap naming one origin, e-mail links and
 * the form origin check another — so the server refuses to start; every example value still in
 * use gets a warning.
 */

export interface BuiltSettings {
  siteOrigin: string;
  portalUrl: string;
  contactEmail: string;
  /** The About page's company facts as built; an empty one shows an example value there. */
  company?: { legalName: string; foundedYear: string; postalAddress: string; groupNote: string };
}

export interface RuntimeSettings {
  /** SITE_ORIGIN as parsed (its default when unset). */
  SITE_ORIGIN: string;
  NOTIFY_TO: string;
  MAIL_FROM: string;
  /** Where discovery calls take place: unset, the invitations name no link or place. */
  BOOKING_MEETING_URL?: string | undefined;
  BOOKING_MEETING_PLACE?: string | undefined;
}

export interface SettingsWarning {
  setting: string;
  message: string;
}

export interface SettingsReport {
  /** Set when the server must not start: the message says what to change. */
  error?: string;
  warnings: SettingsWarning[];
}

/** A host of the domains reserved for examples (RFC 2606): `.example`, example.com/.net/.org. */
export function isExampleHost(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, "");
  return name === "example" || name.endsWith(".example") || /(^|\.)example\.(com|net|org)$/.test(name);
}

const hostOfUrl = (url: string) => (URL.canParse(url) ? new URL(url).hostname : "");
/** The domain of an address, also inside "Name <address>". */
const hostOfAddress = (address: string) => /@([^\s>]+)>?\s*$/.exec(address.trim())?.[1] ?? "";

/** An origin compared the way browsers do: scheme and host lower-cased, no trailing slash. */
const sameOrigin = (a: string, b: string) =>
  URL.canParse(a) &&
  URL.canParse(b) &&
  new URL(a).href.replace(/\/+$/, "") === new URL(b).href.replace(/\/+$/, "");

export function checkProductionSettings({
  built,
  runtime,
  siteOriginSetAtRunTime,
  bookingHostEmails,
}: {
  built: BuiltSettings;
  runtime: RuntimeSettings;
  /** Whether SITE_ORIGIN was given to the server (not its default). */
  siteOriginSetAtRunTime: boolean;
  bookingHostEmails: readonly string[];
}): SettingsReport {
  const rebuild = (name: string) => `Set ${name} when you run "npm run build".`;
  if (siteOriginSetAtRunTime && !sameOrigin(runtime.SITE_ORIGIN, built.siteOrigin)) {
    return {
      error:
        `SITE_ORIGIN is ${runtime.SITE_ORIGIN} at run time, but this build was made for ${built.siteOrigin}: ` +
        "its pages, canonical links, sitemap and social tags name the build's origin, while e-mail links and the " +
        `form origin check would use the other. Rebuild with SITE_ORIGIN=${runtime.SITE_ORIGIN} npm run build, ` +
        `or start with SITE_ORIGIN=${built.siteOrigin} (or without it).`,
      warnings: [],
    };
  }

  const warnings: SettingsWarning[] = [];
  if (isExampleHost(hostOfUrl(built.siteOrigin))) {
    warnings.push({
      setting: "SITE_ORIGIN",
      message: `The pages were built for SITE_ORIGIN=${built.siteOrigin}, an example domain: canonical links, the sitemap and social tags point there. ${rebuild("SITE_ORIGIN")}`,
    });
  } else if (!siteOriginSetAtRunTime) {
    warnings.push({
      setting: "SITE_ORIGIN",
      message: `SITE_ORIGIN is not set at run time: e-mail links and the form origin check use ${runtime.SITE_ORIGIN} while the pages were built for ${built.siteOrigin}. Start with SITE_ORIGIN=${built.siteOrigin}.`,
    });
  }
  if (isExampleHost(hostOfAddress(built.contactEmail))) {
    warnings.push({
      setting: "CONTACT_EMAIL",
      message: `The pages were built with CONTACT_EMAIL=${built.contactEmail}, an example address: the legal and security pages and every e-mail's footer give it for questions and privacy requests. ${rebuild("CONTACT_EMAIL")}`,
    });
  }
  if (isExampleHost(hostOfUrl(built.portalUrl))) {
    warnings.push({
      setting: "PORTAL_URL",
      message: `The pages were built with PORTAL_URL=${built.portalUrl}, an example domain: 'Portal Login' leads nowhere. ${rebuild("PORTAL_URL")}`,
    });
  }
  const exampleFacts = Object.entries({
    COMPANY_LEGAL_NAME: built.company?.legalName,
    COMPANY_FOUNDED_YEAR: built.company?.foundedYear,
    POSTAL_ADDRESS: built.company?.postalAddress,
    COMPANY_GROUP_NOTE: built.company?.groupNote,
  })
    .filter(([, value]) => built.company && !value)
    .map(([name]) => name);
  if (exampleFacts.length > 0) {
    warnings.push({
      setting: exampleFacts.join(", "),
      message: `The About page shows example company facts, marked as examples, for ${exampleFacts.join(", ")}. ${rebuild(exampleFacts.join(", "))}`,
    });
  }
  if (isExampleHost(hostOfAddress(runtime.NOTIFY_TO))) {
    warnings.push({
      setting: "NOTIFY_TO",
      message: `NOTIFY_TO is ${runtime.NOTIFY_TO}, an example address: nobody receives the leads. Set NOTIFY_TO to the sales inbox.`,
    });
  }
  if (isExampleHost(hostOfAddress(runtime.MAIL_FROM))) {
    warnings.push({
      setting: "MAIL_FROM",
      message: `MAIL_FROM is ${runtime.MAIL_FROM}, an example address: mail providers reject or junk what it sends. Set MAIL_FROM to an address of your domain.`,
    });
  }
  if (!runtime.BOOKING_MEETING_URL && !runtime.BOOKING_MEETING_PLACE) {
    warnings.push({
      setting: "BOOKING_MEETING_URL",
      message:
        "BOOKING_MEETING_URL is not set (nor BOOKING_MEETING_PLACE): the discovery-call invitations, the confirmation e-mails and the confirmation page say when the call is but not where. Set BOOKING_MEETING_URL to the team's meeting link.",
    });
  } else if (runtime.BOOKING_MEETING_URL && isExampleHost(hostOfUrl(runtime.BOOKING_MEETING_URL))) {
    warnings.push({
      setting: "BOOKING_MEETING_URL",
      message: `BOOKING_MEETING_URL is ${runtime.BOOKING_MEETING_URL}, an example domain: visitors would join a call that does not exist. Set it to the team's meeting link.`,
    });
  }
  const exampleHosts = bookingHostEmails.filter((email) => isExampleHost(hostOfAddress(email)));
  if (exampleHosts.length > 0) {
    warnings.push({
      setting: "booking hosts",
      message: `The discovery-call hosts in app/features/booking/availability.server.ts have example addresses (${exampleHosts.join(", ")}): their invitations reach nobody. Put the sales team's addresses there.`,
    });
  }
  return { warnings };
}
