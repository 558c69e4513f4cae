/**
 * The words of the public job board (/jobs and /jobs/{slug}) in English; the Spanish and
 * Portuguese versions live in `locales/<locale>/job-board.ts` with the same shape. Templates take
 * `{{name}}` values (`fill`, app/content/ui/ui-text.ts). The openings themselves are the team's,
 * written in the inbox.
 */

import { candidateDurations, durationText } from "~/content/durations";
import type { CountryCode } from "./countries";
import type { JobType } from "./job-openings";
import type { SeniorityLevel } from "./seniority";

export interface JobBoardText {
  list: {
    title: string;
    description: string;
    eyebrow: string;
    heading: string;
    intro: string;
    /** "{{count}} open roles" / one role. */
    countOne: string;
    countMany: string;
    none: string;
    noneHint: string;
    filtersLabel: string;
    search: string;
    searchPlaceholder: string;
    category: string;
    stack: string;
    type: string;
    seniority: string;
    country: string;
    minRate: string;
    any: string;
    submit: string;
    clear: string;
    pagination: string;
    previous: string;
    next: string;
    /** "Page {{page}} of {{pages}}" */
    pageOf: string;
    /** The pill on an opening shown in English on a translated list. */
    inEnglish: string;
    viewRole: string;
  };
  job: {
    /** "{{title}}: remote {{type}} role" */
    titleTemplate: string;
    /** "{{rate}} · {{type}} · remote from Latin America" */
    descriptionTemplate: string;
    breadcrumb: string;
    rate: string;
    perHour: string;
    type: string;
    seniority: string;
    countries: string;
    location: string;
    remote: string;
    /** "Posted {{date}}" */
    posted: string;
    sections: { description: string; responsibilities: string; requirements: string; benefits: string };
    applyHeading: string;
    applyIntro: string;
    applyButton: string;
    inEnglishNote: string;
    closedHeading: string;
    closedText: string;
    similarHeading: string;
    similarNone: string;
    allRoles: string;
    notFoundTitle: string;
    notFoundText: string;
    goneTitle: string;
    goneText: string;
  };
  /** On the candidate pages' example jobs. */
  seeAllRoles: string;
  /** The board's RSS and Atom feeds (app/features/jobs/job-feeds.server.ts). */
  feeds: {
    /** The feed's title without filters. */
    title: string;
    /** "Remote jobs at LatamMatch: {{filter}}", the filters in words. */
    titleFiltered: string;
    /** A minimum rate in the feed's title: "from {{rate}}". */
    minRate: string;
  };
  types: Record<JobType, string>;
  seniorities: Record<SeniorityLevel, string>;
  countryNames: Record<CountryCode, string>;
}

export const jobBoardText: JobBoardText = {
  list: {
    title: "Remote Jobs for Latin American Talent | LatamMatch",
    description:
      "Open remote roles with U.S. companies for developers, sales, marketing, design and AI specialists in Latin America. Filter by stack, rate and country, and apply in minutes.",
    eyebrow: "Open roles",
    heading: "Remote jobs with U.S. companies",
    intro:
      "Every role is remote, paid in USD and open to candidates in the countries it lists. Filter by what you do and apply with one short form.",
    countOne: "1 open role",
    countMany: "{{count}} open roles",
    none: "No open roles match these filters.",
    noneHint: "Try fewer filters, or apply once and we will match you with the next role that fits.",
    filtersLabel: "Filter roles",
    search: "Search titles",
    searchPlaceholder: "e.g. React, RLHF, SDR",
    category: "Category",
    stack: "Specialization",
    type: "Type",
    seniority: "Seniority",
    country: "Your country",
    minRate: "Minimum rate ($/hour)",
    any: "Any",
    submit: "Show roles",
    clear: "Clear filters",
    pagination: "Pages of results",
    previous: "Previous",
    next: "Next",
    pageOf: "Page {{page}} of {{pages}}",
    inEnglish: "In English",
    viewRole: "View role",
  },
  job: {
    titleTemplate: "{{title}}: Remote {{type}} Job | LatamMatch",
    descriptionTemplate:
      "{{title}}, remote from Latin America for a U.S. company: {{rate}}, {{type}}, {{seniority}}. Apply in minutes.",
    breadcrumb: "All open roles",
    rate: "Pay",
    perHour: "/hour",
    type: "Type",
    seniority: "Seniority",
    countries: "Open to candidates in",
    location: "Location",
    remote: "Remote",
    posted: "Posted {{date}}",
    sections: {
      description: "About the role",
      responsibilities: "Responsibilities",
      requirements: "Requirements",
      benefits: "Benefits",
    },
    applyHeading: "Apply for this role",
    applyIntro: `One short form: we review every application and reply within ${durationText(candidateDurations.applicationReview)}.`,
    applyButton: "Apply now",
    inEnglishNote: "This role is described in English only.",
    closedHeading: "This role is closed",
    closedText: "It no longer takes applications. These open roles are close to it:",
    similarHeading: "Similar open roles",
    similarNone: "No similar role is open right now.",
    allRoles: "See all open roles",
    notFoundTitle: "This role is not here",
    notFoundText: "The address may be mistyped, or the role was removed. The open roles are one click away.",
    goneTitle: "This role was closed",
    goneText: "It was closed more than 30 days ago and no longer takes applications.",
  },
  seeAllRoles: "See all open roles",
  feeds: {
    title: "Remote jobs at LatamMatch",
    titleFiltered: "Remote jobs at LatamMatch: {{filter}}",
    minRate: "from {{rate}}",
  },
  types: { "Full-Time": "Full-Time", Contract: "Contract" },
  seniorities: { junior: "Junior", mid: "Mid-level", senior: "Senior" },
  countryNames: {
    AR: "Argentina",
    BR: "Brazil",
    CL: "Chile",
    CO: "Colombia",
    MX: "Mexico",
    UY: "Uruguay",
    PE: "Peru",
    CR: "Costa Rica",
    EC: "Ecuador",
    PA: "Panama",
    PY: "Paraguay",
    BO: "Bolivia",
  },
};
