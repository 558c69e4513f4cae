import type { categories } from "../categories";
import { stackFaqDurations } from "./faq-durations";
import type { StackDetails } from "./types";

/** The durations the FAQ answers and search descriptions state, from durations.ts. */
const duration = stackFaqDurations("en");

type SalesStackSlug = Extract<(typeof categories)[number], { slug: "sales" }>["stacks"][number]["slug"];

export const salesStackDetails = {
  "enterprise-ae": {
    description:
      "Enterprise Account Executives run long, multi-stakeholder sales cycles: discovery with economic buyers, mutual action plans, security reviews, procurement and final negotiation. LatamMatch enterprise AEs have closed six-figure deals with U.S. companies, keep a forecast your leadership can rely on, and hold their own in fluent English with VP and C-level buyers.",
    technologies: [
      "Salesforce",
      "HubSpot",
      "Gong",
      "Clari",
      "Outreach",
      "Salesloft",
      "LinkedIn Sales Navigator",
      "ZoomInfo",
      "Highspot",
      "DocuSign",
      "PandaDoc",
      "Zoom",
      "Slack",
      "Google Workspace",
      "MEDDPICC",
      "Challenger Sale",
      "Command of the Message",
    ],
    responsibilities: [
      "Run full-cycle enterprise deals from first discovery through legal, security review and procurement",
      "Build account plans for named accounts, mapping champions, economic buyers and blockers",
      "Qualify rigorously with MEDDPICC or a similar framework and keep Salesforce up to date",
      "Lead tailored demos and business cases together with solutions engineers",
      "Negotiate pricing, terms and multi-year agreements within approved guidelines",
      "Forecast accurately every week and report on pipeline coverage and deal risk",
    ],
    requirements: [
      "5+ years of B2B SaaS sales, including 3+ years closing enterprise or upper mid-market deals",
      "A documented record of meeting or exceeding quota, with deal sizes and cycle lengths",
      "Advanced (C1) or native-level English for executive conversations and written proposals",
      "Experience selling to U.S. buyers through procurement, legal and InfoSec reviews",
      "Daily use of Salesforce or HubSpot and a conversation intelligence tool such as Gong",
      "Availability for live meetings across U.S. business hours",
    ],
    faqs: [
      {
        question: "How is an enterprise AE paid through LatamMatch?",
        answer:
          "The hourly range on this page is the base pay. Commission comes on top and follows the plan you set, usually a percentage of closed annual contract value against a quarterly or annual quota. We help you benchmark quota and on-target earnings so the plan is competitive for senior sellers in the region.",
      },
      {
        question: "How do you verify an AE's track record?",
        answer:
          "We review quota attainment and closed deals with the candidate, check references from former sales leaders, and run a mock discovery call in which one of our interviewers plays a skeptical CFO. Written English is tested with a follow-up email and a short business case. Only about 3% of sales applicants pass.",
      },
      {
        question: "Will they be credible with U.S. executives?",
        answer:
          "The AEs we shortlist speak English at C1 level or above and have sold to U.S. buyers before, so they know how procurement and security questionnaires work there. Based one to three hours from U.S. Eastern time, they can take calls with East and West Coast stakeholders on the same day.",
      },
      {
        question: "How can we judge an enterprise AE in a short trial?",
        answer: `Enterprise cycles run longer than the ${duration.trialBeforeNoun} paid trial, so teams judge the work that predicts results: account plans for a few named accounts, first outreach, call recordings and how the AE updates the CRM. We send 3-5 profiles within ${duration.shortlist}, and 90-96% of trials continue into long-term placements.`,
      },
      {
        question: "What does an enterprise AE from Latin America save us?",
        answer:
          "{{employerSavings}} About 95% of our placements are still in seat after six months, which protects the relationships they build with your accounts.",
      },
    ],
    seoTitle: "Hire Enterprise Account Executives in LATAM | LatamMatch",
    seoDescription: `Hire Latin American enterprise AEs who close six-figure U.S. deals. C1+ English, MEDDPICC-trained, ${duration.shortlistBeforeNoun} shortlist and a ${duration.trialBeforeNoun} paid trial.`,
    opportunityExamples: [
      {
        title: "Enterprise Account Executive, HR Tech (Base + Commission)",
        type: "Full-Time",
        location: "Remote",
        rate: "$29/hour plus commission",
        stack: "Salesforce · Gong · MEDDPICC",
      },
      {
        title: "Senior Account Executive, Cybersecurity SaaS",
        type: "Full-Time",
        location: "Remote",
        rate: "$30/hour plus commission",
        stack: "Salesforce · Clari · Highspot · commission plan",
      },
      {
        title: "Mid-Market to Enterprise AE, Logistics Software",
        type: "Contract",
        location: "Remote",
        rate: "$28/hour plus commission",
        stack: "HubSpot · LinkedIn Sales Navigator · PandaDoc · commission",
      },
    ],
  },
  "sdr-bdr": {
    description:
      "SDRs and BDRs fill your account executives' calendars with qualified meetings, using cold calls, email sequences and LinkedIn outreach aimed at your ideal customer profile. LatamMatch SDRs speak confident, advanced English on the phone with U.S. prospects and already know the sequencing and data tools your sales team runs on.",
    technologies: [
      "Salesforce",
      "HubSpot",
      "Outreach",
      "Salesloft",
      "Apollo.io",
      "LinkedIn Sales Navigator",
      "ZoomInfo",
      "Lusha",
      "Clay",
      "Gong",
      "Orum",
      "Aircall",
      "Lemlist",
      "Calendly",
      "Chili Piper",
      "BANT",
    ],
    responsibilities: [
      "Research target accounts and build contact lists that match the ideal customer profile",
      "Run multi-channel sequences across phone, email and LinkedIn",
      "Make daily cold calls, handle objections and qualify with BANT or a similar framework",
      "Book discovery meetings and hand context over to account executives cleanly",
      "Follow up on inbound leads quickly, within minutes where the process allows",
      "Log every activity in the CRM and report on meetings booked and pipeline created",
    ],
    requirements: [
      "1+ years as an SDR or BDR selling to U.S. companies, or comparable B2B outbound experience",
      "C1 English with a clear, confident phone presence",
      "Hands-on experience with a sales engagement platform such as Outreach, Salesloft or Apollo.io",
      "A record against activity and meeting targets that you can show",
      "Resilience with high call volumes and frequent rejection",
      "Availability to work U.S. business hours",
    ],
    faqs: [
      {
        question: "How do you test an SDR's phone skills?",
        answer:
          "Every SDR candidate does a recorded cold-call role-play against a scripted prospect who pushes back with real objections: no budget, send me an email, we already have a vendor. We also have them write a three-step email sequence and pass a spoken English assessment. About 3% of applicants make it through.",
      },
      {
        question: "Which hours do your SDRs call U.S. prospects?",
        answer:
          "SDRs set their day around the region they prospect into. Those in Colombia or Peru (UTC-5) share the clock with U.S. Eastern time in winter and Central time in summer, while SDRs in Argentina or Brazil can cover East Coast mornings and, with a later shift, West Coast afternoons.",
      },
      {
        question: "How does commission work for SDRs and BDRs?",
        answer:
          "The hourly rate shown here is the base. On top of it you define a variable plan, typically per qualified meeting held or per opportunity accepted by an AE, and we help you size it so it motivates without rewarding low-quality meetings.",
      },
      {
        question: "How fast will a new SDR start booking meetings?",
        answer: `Expect a shortlist of 3-5 SDRs within ${duration.shortlist}. The ${duration.trialBeforeNoun} paid trial covers ramp-up on your pitch and tools plus the first live sequences, so you see activity levels, call quality and early replies before committing. 90-96% of trials convert.`,
      },
      {
        question: "Is it worth building a whole SDR team in Latin America?",
        answer: "{{employerSavings}}",
      },
    ],
    seoTitle: "Hire SDRs and BDRs from Latin America | LatamMatch",
    seoDescription: `Hire English-fluent Latin American SDRs and BDRs who cold call and book meetings with U.S. buyers. ${duration.shortlistBeforeNoun} shortlist, ${duration.trialBeforeNoun} paid trial.`,
    opportunityExamples: [
      {
        title: "Outbound SDR, B2B SaaS (Base + Commission)",
        type: "Full-Time",
        location: "Remote",
        rate: "$19/hour plus commission",
        stack: "Outreach · Salesforce · ZoomInfo",
      },
      {
        title: "Senior BDR, Fintech Platform",
        type: "Full-Time",
        location: "Remote",
        rate: "$20/hour plus commission",
        stack: "Salesloft · LinkedIn Sales Navigator · Gong · commission",
      },
      {
        title: "Inbound and Outbound SDR, Marketing Tech",
        type: "Contract",
        location: "Remote",
        rate: "$18/hour plus commission",
        stack: "HubSpot · Apollo.io · Chili Piper",
      },
    ],
  },
  "customer-success": {
    description:
      "Customer Success Managers keep the customers you have already won: they run onboarding, drive adoption, spot churn risk early and set up renewals and expansion. LatamMatch CSMs have managed SaaS books of business for U.S. clients, work from health scores and usage data rather than gut feel, and stay calm and clear in English with frustrated stakeholders.",
    technologies: [
      "Gainsight",
      "ChurnZero",
      "Totango",
      "Vitally",
      "Planhat",
      "Salesforce",
      "HubSpot",
      "Zendesk",
      "Intercom",
      "Jira",
      "Pendo",
      "Mixpanel",
      "Looker",
      "Zoom",
      "Loom",
      "Notion",
    ],
    responsibilities: [
      "Own a portfolio of accounts from onboarding through renewal",
      "Run kickoff calls, onboarding plans and training sessions for new customers",
      "Monitor health scores and product usage, and act early on churn signals",
      "Lead quarterly business reviews that tie product usage to the customer's goals",
      "Spot expansion opportunities and work with account executives on upsells",
      "Bring customer feedback to product and escalate technical issues with support and engineering",
    ],
    requirements: [
      "3+ years in customer success or account management at a B2B SaaS company",
      "Experience managing a book of business against renewal or net revenue retention targets",
      "C1 English, including presenting to customer executives",
      "Hands-on with a CS platform such as Gainsight, ChurnZero or Vitally, and with a CRM",
      "Comfort reading usage data and building simple reports",
      "Availability for customer calls during U.S. business hours",
    ],
    faqs: [
      {
        question: "What does the bonus for a CSM usually cover?",
        answer:
          "The hourly range on this page is the base. Most clients add a quarterly bonus tied to gross or net revenue retention, on-time renewals or expansion sourced by the CSM, so the role is rewarded for keeping and growing accounts.",
      },
      {
        question: "How do you vet Customer Success Managers?",
        answer:
          "Candidates run a mock quarterly business review from a sample account's usage data, then handle a role-play escalation with an unhappy customer who is threatening not to renew. We score empathy, structure and commercial instinct, along with spoken and written English. Roughly 3% of applicants pass.",
      },
      {
        question: "Can a CSM in Latin America support customers across U.S. time zones?",
        answer:
          "Yes. Working from UTC-3 to UTC-5, our CSMs cover East Coast mornings comfortably and can shift later for West Coast accounts. For global books they can also take early calls with customers in Europe.",
      },
      {
        question: "How quickly can a CSM take over accounts?",
        answer: `You get 3-5 matched CSM profiles within ${duration.shortlist}. During the ${duration.trialBeforeNoun} paid trial most teams have the new CSM shadow calls in the first week and own a small set of accounts in the second, and 90-96% of trials continue into a long-term role.`,
      },
      {
        question: "Why does retention of the CSM matter, and what does it cost?",
        answer: "Customers notice when their CSM keeps changing. {{employerSavings}}",
      },
    ],
    seoTitle: "Hire Customer Success Managers from LATAM | LatamMatch",
    seoDescription: `Hire Latin American Customer Success Managers who onboard, retain and expand U.S. SaaS accounts. ${duration.shortlistBeforeNoun} shortlist and a ${duration.trialBeforeNoun} paid trial.`,
    opportunityExamples: [
      {
        title: "Customer Success Manager, Mid-Market (Base + Bonus)",
        type: "Full-Time",
        location: "Remote",
        rate: "$18/hour plus bonus",
        stack: "Gainsight · Salesforce · Zoom",
      },
      {
        title: "Onboarding Specialist, Vertical SaaS",
        type: "Contract",
        location: "Remote",
        rate: "$17/hour plus bonus",
        stack: "HubSpot · Intercom · Loom",
      },
      {
        title: "Senior CSM, Enterprise Accounts",
        type: "Full-Time",
        location: "Remote",
        rate: "$19/hour plus bonus",
        stack: "ChurnZero · Pendo · Salesforce · renewal bonus",
      },
    ],
  },
  "sales-operations": {
    description:
      "Sales operations specialists keep the revenue engine clean: CRM configuration, territory and routing rules, pipeline reporting, forecasting and the hand-offs between marketing, sales and success. LatamMatch sales ops candidates are hands-on Salesforce or HubSpot administrators who also build the dashboards, capacity models and commission calculations your leaders run the business on.",
    technologies: [
      "Salesforce",
      "Salesforce Flow",
      "Salesforce CPQ",
      "HubSpot",
      "LeanData",
      "Chili Piper",
      "Clari",
      "Gong",
      "Outreach",
      "Salesloft",
      "ZoomInfo",
      "CaptivateIQ",
      "DocuSign",
      "Zapier",
      "Tableau",
      "Looker Studio",
      "SQL",
      "Google Sheets",
      "Excel",
    ],
    responsibilities: [
      "Administer Salesforce or HubSpot: fields, page layouts, validation rules, flows and user access",
      "Maintain lead routing, territory assignment and account ownership rules",
      "Build pipeline, forecast and activity dashboards for sales leadership",
      "Run the weekly forecast cadence and quarterly planning, including quota and capacity models",
      "Keep the sales tool stack integrated and the data clean through deduplication and enrichment",
      "Support commission calculations and compensation plan administration",
    ],
    requirements: [
      "3+ years in sales operations, revenue operations or CRM administration",
      "Salesforce Administrator certification or equivalent HubSpot expertise",
      "Advanced spreadsheet modeling plus working SQL or BI tool experience",
      "Experience with lead routing, CPQ or commission management tools",
      "Fluency in B2B SaaS funnel metrics: pipeline coverage, win rate, ACV and sales cycle length",
      "B2 English or better, with strong written documentation habits",
    ],
    faqs: [
      {
        question: "How do you assess sales operations candidates?",
        answer:
          "Candidates get a Salesforce or HubSpot sandbox with a broken routing rule and a messy pipeline report, and have to fix both and document the change. A second exercise asks for a simple quarterly capacity model in a spreadsheet. Only about 3% of applicants clear the full process.",
      },
      {
        question: "Do you have both Salesforce and HubSpot specialists?",
        answer: `Yes, and we keep them separate in the shortlist. Tell us which CRM you run, plus tools such as LeanData, CPQ or CaptivateIQ, and within ${duration.shortlist} you receive 3-5 sales ops specialists who have administered that setup.`,
      },
      {
        question: "What is a good first project for the trial?",
        answer: `A CRM audit works well during the ${duration.trialBeforeNoun} paid trial: unused fields, broken automations, duplicate records and gaps in pipeline reporting, with a prioritized fix list at the end. You see how the specialist thinks about your revenue process. 90-96% of trials turn into long-term hires.`,
      },
      {
        question: "Will they be online for end-of-quarter crunch?",
        answer:
          "Our sales ops specialists work U.S.-aligned hours from time zones within two hours of the East Coast, so they are available for forecast calls and last-day deal desk requests alongside your reps.",
      },
      {
        question: "How does the cost compare with a U.S. RevOps hire?",
        answer: "{{employerSavings}}",
      },
    ],
    seoTitle: "Hire Sales Operations Specialists in LATAM | LatamMatch",
    seoDescription: `Hire Latin American sales ops and RevOps specialists: Salesforce and HubSpot admins, forecasting, routing. ${duration.shortlistBeforeNoun} shortlist, ${duration.trialBeforeNoun} paid trial.`,
    opportunityExamples: [
      {
        title: "Sales Operations Analyst, Salesforce Admin",
        type: "Full-Time",
        location: "Remote",
        rate: "$38/hour",
        stack: "Salesforce · Salesforce Flow · Tableau",
      },
      {
        title: "Revenue Operations Specialist, HubSpot",
        type: "Contract",
        location: "Remote",
        rate: "$35/hour",
        stack: "HubSpot · Zapier · Google Sheets",
      },
      {
        title: "Senior Sales Ops Manager, Forecasting and Comp",
        type: "Full-Time",
        location: "Remote",
        rate: "$42/hour",
        stack: "Salesforce CPQ · Clari · CaptivateIQ · SQL",
      },
    ],
  },
} satisfies StackDetails<SalesStackSlug>;
