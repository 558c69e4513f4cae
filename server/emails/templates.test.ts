import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { matchReportEmailText } from "../../app/content/emails";
import { localeContent } from "../../app/content/locale-content";
import { matchReportText } from "../../app/content/match-report-popup";
import { getRegionalStats } from "../../app/content/regional-stats";
import { findRejectionReason } from "../db/vetting";
import { CandidateAcknowledgmentEmail } from "./candidate-acknowledgment";
import { CandidateStageChangeEmail } from "./candidate-stage-change";
import { emailCatalog } from "./catalog";
import { EmailFacts } from "./components";
import { EstimateEmail } from "./estimate";
import { HiringAcknowledgmentEmail } from "./hiring-acknowledgment";
import { JobAlertConfirmationEmail, JobAlertDigestEmail } from "./job-alert-emails";
import { EmailLayout, type EmailLayoutProps } from "./layout";
import { MatchReportEmail } from "./match-report";
import { NewsletterConfirmationEmail } from "./newsletter-confirmation";
import { renderEmail } from "./render.server";
import { StatusLinkEmail } from "./status-link";

const SITE = "https://latammatch.example";
const UNSUBSCRIBE = `${SITE}/unsubscribe?token=abc.def`;
const HOSTILE = `<script>alert("x")</script><img src=x onerror=alert(1)> & Sons`;

describe("e-mail catalogue", () => {
  it.each(emailCatalog.map((entry) => [entry.name, entry] as const))(
    "%s renders an HTML part and a plain-text part, and loads nothing remote",
    async (_name, entry) => {
      const { html, text } = await renderEmail(entry.element());
      expect(html).toMatch(/^<!DOCTYPE html/);
      expect(html).toContain("LatamMatch");
      expect(text.trim().length).toBeGreaterThan(100);
      expect(text).not.toMatch(/<[a-z]/i);
      expect(html).not.toMatch(/<img|<link|@import|url\(/i);
    },
  );

  it("has unique preview names", () => {
    const names = emailCatalog.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe("escaping", () => {
  it("renders whatever a visitor typed as text, in the HTML and in the plain text", async () => {
    const { html, text } = await renderEmail(
      createElement(
        EmailLayout,
        // The children come as createElement's third argument.
        { preview: HOSTILE, siteOrigin: SITE } as EmailLayoutProps,
        createElement(EmailFacts, { rows: [["Company", HOSTILE]] }),
      ),
    );
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(html).toContain("&amp; Sons");
    expect(text).toContain(`Company: ${HOSTILE}`);
  });
});

describe("postal address", () => {
  const render = (postalAddress?: string) =>
    renderEmail(
      createElement(
        EmailLayout,
        { preview: "Preview", siteOrigin: SITE, postalAddress } as EmailLayoutProps,
        createElement(EmailFacts, { rows: [["Company", "Acme"]] }),
      ),
    );

  it("is printed in the footer of both parts when configured", async () => {
    const { html, text } = await render("100 Main St, Austin, TX 78701");
    expect(html).toContain("100 Main St, Austin, TX 78701");
    expect(text).toContain("100 Main St, Austin, TX 78701");
  });

  it("leaves no empty line when it is not", async () => {
    const [withAddress, without] = await Promise.all([render("100 Main St"), render("")]);
    expect(without.html.match(/<p/g)?.length).toBe((withAddress.html.match(/<p/g)?.length ?? 0) - 1);
  });
});

describe("unsubscribe links", () => {
  it("are in the footer of the e-mails to a subscriber, in both parts", async () => {
    for (const element of [
      createElement(MatchReportEmail, { siteOrigin: SITE, roles: ["backend"], unsubscribeUrl: UNSUBSCRIBE }),
      createElement(NewsletterConfirmationEmail, {
        siteOrigin: SITE,
        confirmUrl: `${SITE}/subscriptions/confirm?token=t`,
        validDays: 7,
        unsubscribeUrl: UNSUBSCRIBE,
      }),
      createElement(EstimateEmail, {
        siteOrigin: SITE,
        estimate: { role: "backend", seniority: "mid", hoursPerWeek: 40, overheadPercent: 30 },
        unsubscribeUrl: UNSUBSCRIBE,
      }),
    ]) {
      const { html, text } = await renderEmail(element);
      expect(html).toContain(`href="${UNSUBSCRIBE}"`);
      expect(text).toContain(`Unsubscribe ${UNSUBSCRIBE}`);
    }
  });

  it("are absent where the e-mail goes to no list", async () => {
    const { html, text } = await renderEmail(
      createElement(HiringAcknowledgmentEmail, {
        siteOrigin: SITE,
        locale: "en",
        name: "Jordan",
        company: "Acme",
        receivedAt: "2026-03-01T12:00:00.000Z",
      }),
    );
    expect(html).not.toContain("/unsubscribe");
    expect(text).not.toMatch(/unsubscribe/i);
  });
});

describe("match report", () => {
  it("covers the picked role with its rate range, savings, time to shortlist and both links", async () => {
    const { html, text } = await renderEmail(
      createElement(MatchReportEmail, { siteOrigin: SITE, roles: ["mobile"], unsubscribeUrl: UNSUBSCRIBE }),
    );
    expect(text).toContain("Your role: Mobile Developer");
    expect(text).toContain("LATAM hourly range: $38-51/hour");
    expect(text).toMatch(/Estimated savings: \d+%, \$[\d,]+ saved a year\./);
    expect(text).toContain("3-5 pre-vetted candidates within 48 hours");
    expect(html).toContain(`href="${SITE}/book-a-call"`);
    expect(html).toContain(
      `href="${SITE}/savings-calculator?role=mobile&amp;seniority=mid&amp;hours=40&amp;overhead=30"`,
    );
  });

  it("shows the most requested roles when none was picked", async () => {
    const { text } = await renderEmail(
      createElement(MatchReportEmail, { siteOrigin: SITE, roles: [], unsubscribeUrl: UNSUBSCRIBE }),
    );
    expect(text).toContain("You didn't pick a role");
    for (const role of ["Backend Developer", "Full-Stack Developer", "SDR / BDR", "Product Designer"]) {
      expect(text).toContain(role);
    }
  });
});

describe("estimate", () => {
  it("carries the calculator's figures and the BLS source lines", async () => {
    const { text } = await renderEmail(
      createElement(EstimateEmail, {
        siteOrigin: SITE,
        estimate: { role: "backend", seniority: "senior", hoursPerWeek: 40, overheadPercent: 30 },
        unsubscribeUrl: UNSUBSCRIBE,
      }),
    );
    // $55/hour × 40 × 52 ÷ 12; U.S.: $133,080 ÷ 2,080 × 1.3 × 40 × 52 = $173,004 a year.
    expect(text).toContain("Rate used (senior): $55.00/hour");
    expect(text).toContain("LatamMatch, per month: $9,533");
    expect(text).toContain("U.S. reference, per year: $173,004");
    expect(text).toContain("Software Developers (SOC 15-1252)");
    expect(text).toContain("Median annual wage, May 2024: $133,080 ($63.98/hour at 2,080 hours a year)");
    expect(text).toContain("U.S. Bureau of Labor Statistics");
  });

  it("names the closest occupation as such where the role has no OEWS occupation of its own", async () => {
    const { text } = await renderEmail(
      createElement(EstimateEmail, {
        siteOrigin: SITE,
        estimate: { role: "sft", seniority: "junior", hoursPerWeek: 20, overheadPercent: 30 },
        unsubscribeUrl: UNSUBSCRIBE,
      }),
    );
    expect(text).toContain("Closest occupation: Technical Writers (SOC 27-3042)");
    expect(text).toContain("Median annual wage, May 2024: $91,670");
  });
});

describe("candidate acknowledgment", () => {
  const base = {
    siteOrigin: SITE,
    fullName: "Camila Rojas",
    category: "developers",
    specialization: "frontend",
    receivedAt: "2026-03-01T12:00:00.000Z",
  };

  it("names the job and the résumé in the candidate's language", async () => {
    const { html, text } = await renderEmail(
      createElement(CandidateAcknowledgmentEmail, {
        ...base,
        locale: "es",
        jobTitle: "Senior Vue Developer",
        resumeFileName: "Camila Rojas CV.pdf",
      }),
    );
    expect(text).toContain("Gracias por postularte a la vacante Senior Vue Developer en LatamMatch.");
    expect(text).toContain("Recibimos también tu currículum: Camila Rojas CV.pdf.");
    expect(html).toContain("Camila Rojas CV.pdf");
  });

  it("names the specialization and no file for a general application without a résumé", async () => {
    const { text } = await renderEmail(
      createElement(CandidateAcknowledgmentEmail, { ...base, locale: "en" }),
    );
    expect(text).toContain("Thank you for applying to LatamMatch as a");
    expect(text).not.toContain("résumé");
  });
});

describe("candidate stage changes", () => {
  const statusUrl = `${SITE}/es/candidate/${"t".repeat(43)}`;
  const props = { siteOrigin: SITE, locale: "es" as const, fullName: "Camila Rojas", statusUrl };

  it("describes the assessment with the vetting step the site's pages show, in the candidate's language", async () => {
    const { text } = await renderEmail(
      createElement(CandidateStageChangeEmail, { ...props, stage: "technical" }),
    );
    const step = localeContent("es").stackPages.vettingSteps[1];
    expect(step?.description).toMatch(/inglés/);
    expect(text).toContain(step?.description);
    expect(text).toContain(statusUrl);
  });

  it("gives the rejection's reason and carries no marketing, in the HTML and the plain text", async () => {
    const reason = findRejectionReason("english-level")?.message.es ?? "";
    const { html, text } = await renderEmail(
      createElement(CandidateStageChangeEmail, { ...props, stage: "rejected", reason }),
    );
    expect(text).toContain(reason);
    expect(html).toContain(`href="${statusUrl}"`);
    // Nothing but the status page and the site's own footer links.
    const links = [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
    expect(
      links.filter((link) => link !== statusUrl && !link?.startsWith("mailto:") && link !== SITE),
    ).toEqual([]);
  });
});

describe("the AI Talent Match Report", () => {
  it("holds what the offer promises: the matching talent count by country of the role's category", async () => {
    const { text } = await renderEmail(
      createElement(MatchReportEmail, { siteOrigin: SITE, roles: ["rlhf"], unsubscribeUrl: UNSUBSCRIBE }),
    );
    expect(matchReportText.highlights).toContain("Matching talent count by country");
    expect(text).toContain("Matching talent count by country (LLM Specialists)");
    for (const stat of getRegionalStats("llm-specialists")) {
      expect(text).toContain(
        `${stat.country}: ${stat.vettedTalent.toLocaleString("en-US")} vetted professionals`,
      );
    }
  });

  it("counts by country for each of the popular roles when none was picked", async () => {
    const { text } = await renderEmail(
      createElement(MatchReportEmail, { siteOrigin: SITE, roles: [], unsubscribeUrl: UNSUBSCRIBE }),
    );
    expect(text.match(/Matching talent count by country \(/g)).toHaveLength(
      matchReportEmailText.popularRoles.length,
    );
  });
});

describe("hiring request acknowledgment", () => {
  const base = { siteOrigin: SITE, name: "Jordan Lee", company: "Acme <b>Analytics</b>" };

  it("links the discovery-call booking and escapes what the requester typed", async () => {
    const { html, text } = await renderEmail(
      createElement(HiringAcknowledgmentEmail, {
        ...base,
        locale: "en",
        receivedAt: "2026-03-01T12:00:00.000Z",
      }),
    );
    expect(html).toContain(`href="${SITE}/book-a-call"`);
    expect(html).not.toContain("<b>Analytics</b>");
    expect(text).toContain("Hi Jordan,");
  });

  it("is written in the requester's language", async () => {
    const { html } = await renderEmail(
      createElement(HiringAcknowledgmentEmail, {
        ...base,
        locale: "pt-br",
        receivedAt: "2026-03-01T12:00:00.000Z",
      }),
    );
    expect(html).toContain('lang="pt-BR"');
    expect(html).toContain(`href="${SITE}/book-a-call"`);
  });
});

describe("job-alert e-mails", () => {
  const filter = { category: "developers", country: "AR" };
  const emails = (locale: "en" | "es" | "pt-br") => [
    createElement(JobAlertDigestEmail, {
      siteOrigin: SITE,
      locale,
      filter,
      openings: [],
      more: 0,
      boardSearch: "?category=developers&country=AR",
      unsubscribeUrl: UNSUBSCRIBE,
    }),
    createElement(JobAlertConfirmationEmail, {
      siteOrigin: SITE,
      locale,
      filter,
      confirmUrl: `${SITE}/job-alerts/confirm?token=t`,
      validDays: 7,
      unsubscribeUrl: UNSUBSCRIBE,
    }),
  ];

  it("link the board's RSS and Atom feeds of the alert's filter in its language, in both parts", async () => {
    const labels = { en: "RSS feed", es: "Feed RSS", "pt-br": "Feed RSS" } as const;
    for (const locale of ["en", "es", "pt-br"] as const) {
      const prefix = locale === "en" ? "" : `/${locale}`;
      for (const element of emails(locale)) {
        const { html, text } = await renderEmail(element);
        for (const file of ["feed.rss", "feed.atom"]) {
          const url = `${SITE}${prefix}/jobs/${file}?category=developers&country=AR`;
          expect(html).toContain(`href="${url.replaceAll("&", "&amp;")}"`);
          expect(text).toContain(url);
        }
        expect(text).toContain(labels[locale]);
      }
    }
  });
});

describe("status link e-mail", () => {
  const statusUrl = `${SITE}/pt-br/candidate/kT3v9Qx0aB7cD1eF2gH3iJ4kL5mN6oP7qR8sT9uV0wX`;

  it("holds the status link in the candidate's language and nothing to sell", async () => {
    const { html, text } = await renderEmail(
      createElement(StatusLinkEmail, {
        siteOrigin: SITE,
        locale: "pt-br",
        fullName: "João Silva",
        statusUrl,
      }),
    );
    expect(text).toContain("Olá, João,");
    expect(text).toContain(statusUrl);
    expect(html).toContain(`href="${statusUrl}"`);
    // The site's wordmark and the status link are its only links: no unsubscribe, no offers.
    const links = new Set([...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]));
    links.delete(statusUrl);
    for (const link of links) expect(link).toMatch(new RegExp(`^(${SITE}/?|mailto:.*)$`));
    expect(text).not.toMatch(/unsubscribe|cancelar inscrição/i);
  });
});
