import { describe, expect, it } from "vitest";
import { parseEnv } from "~server/env.server";
import { personTables } from "../../inbox/app/lib/privacy.server";
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from "../../inbox/app/lib/sessions.server";
import { aboutCountries, aboutVetting, aboutWhoWeAre } from "./about";
import { claimValue } from "./claims";
import { aboutJsonLd, securityJsonLd } from "./company-schema";
import { pages } from "./pages";
import { RETENTION } from "./retention";
import { SESSION_LIMITS, securityProcessors, securityRights, securityStored } from "./security";
import { site } from "./site";

describe("/security says what the code does", () => {
  it("gives the retention job's and the inbox sessions' own defaults", () => {
    const env = parseEnv({});
    expect(RETENTION.leadMonths).toBe(env.RETENTION_MONTHS);
    expect(RETENTION.mailDays).toBe(env.MAIL_RETENTION_DAYS);
    expect(SESSION_LIMITS.idleHours * 3_600_000).toBe(SESSION_IDLE_MS);
    expect(SESSION_LIMITS.maxDays * 86_400_000).toBe(SESSION_ABSOLUTE_MS);
  });

  it("lists every table that stores a person's e-mail address, and the audit log", () => {
    const listed = securityStored.records.map((record) => record.id);
    const stored = personTables().map((table) => table.table.replaceAll("_", "-"));
    expect([...listed].sort()).toEqual([...stored, "audit-log"].sort());
  });

  it("names no vendor and sends privacy requests to the site's contact address", () => {
    expect(securityProcessors.items.map((item) => item.title)).toEqual([
      "Hosting",
      "E-mail delivery (SMTP)",
      "Our own CRM connection (optional)",
    ]);
    expect(securityRights.steps[0]).toContain(site.contactEmail);
  });
});

describe("/about takes its facts from the modules that own them", () => {
  it("shows the four vetting steps, the served countries and the claims' figures", () => {
    expect(aboutVetting.steps.map((step) => step.title)).toEqual([
      "AI sourcing and matching",
      "Technical assessment",
      "48h shortlist delivery",
      "Trial period and support",
    ]);
    expect(aboutCountries.countries.map((country) => country.name)).toEqual([
      "Argentina",
      "Brazil",
      "Chile",
      "Colombia",
      "Mexico",
      "Uruguay",
      "Peru",
      "Costa Rica",
      "Ecuador",
      "Panama",
      "Paraguay",
      "Bolivia",
    ]);
    expect(aboutCountries.countries.filter((country) => country.pool)).toHaveLength(5);
    expect(aboutWhoWeAre.stats.map((stat) => stat.value)).toEqual([
      claimValue("talentNetwork"),
      claimValue("companiesServed"),
      claimValue("countriesServed"),
      claimValue("approvalRate"),
    ]);
    expect(aboutWhoWeAre.categories.stat.value).toBe("6");
  });
});

describe("company page structured data", () => {
  it("describes /about as an AboutPage about the Organization, /security as a WebPage", () => {
    const about = aboutJsonLd(pages.about, "https://example.com");
    expect(about["@graph"].map((node) => (node as { "@type"?: unknown })["@type"])).toEqual([
      "Organization",
      "AboutPage",
    ]);
    expect(about["@graph"][1]).toMatchObject({
      url: "https://example.com/about",
      mainEntity: { "@id": "https://example.com/#organization" },
    });
    const security = securityJsonLd(pages.security, "https://example.com");
    expect(security["@graph"].map((node) => (node as { "@type"?: unknown })["@type"])).toEqual([
      "Organization",
      "WebPage",
    ]);
  });
});
