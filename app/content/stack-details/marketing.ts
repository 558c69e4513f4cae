import type { categories } from "../categories";
import { stackFaqDurations } from "./faq-durations";
import type { StackDetails } from "./types";

/** The durations the FAQ answers and search descriptions state, from durations.ts. */
const duration = stackFaqDurations("en");

type MarketingStackSlug = Extract<
  (typeof categories)[number],
  { slug: "marketing" }
>["stacks"][number]["slug"];

export const marketingStackDetails = {
  growth: {
    description:
      "Growth marketers find and scale the channels that bring in customers, running paid acquisition, landing page tests and funnel experiments against clear CAC and payback targets. LatamMatch growth marketers have managed real budgets for U.S. companies across Google, Meta and LinkedIn Ads, and they report on what moved pipeline and revenue, not just clicks.",
    technologies: [
      "Google Ads",
      "Meta Ads Manager",
      "LinkedIn Ads",
      "TikTok Ads",
      "Google Analytics 4",
      "Google Tag Manager",
      "Looker Studio",
      "Amplitude",
      "Mixpanel",
      "Segment",
      "HubSpot",
      "Optimizely",
      "VWO",
      "Unbounce",
      "Webflow",
      "Semrush",
      "Ahrefs",
      "Zapier",
      "Excel",
    ],
    responsibilities: [
      "Plan and run paid acquisition across search, social and B2B channels against CAC and ROAS targets",
      "Design and analyze A/B tests on landing pages, signup flows and pricing pages",
      "Set up conversion tracking and attribution with GA4, Tag Manager and ad platform pixels",
      "Report weekly on funnel metrics from first touch to closed revenue",
      "Find and test new channels such as partnerships, referral programs or content syndication",
      "Work with design and content to ship new creative and landing pages quickly",
    ],
    requirements: [
      "4+ years in growth or performance marketing, including ownership of monthly ad budgets",
      "Hands-on expertise in at least two of Google Ads, Meta Ads and LinkedIn Ads",
      "Strong analytics: GA4, attribution models and spreadsheet modeling; SQL is a plus",
      "Experience running experiments with proper sample sizes and significance checks",
      "Working knowledge of U.S. privacy rules and platform changes that affect tracking",
      "C1 English for ad copy, landing pages and stakeholder reporting",
    ],
    faqs: [
      {
        question: "How do you vet growth marketers?",
        answer:
          "Candidates audit a sample ad account and funnel report, then present where they would cut spend, what they would test first and how they would measure it. We look for sound reasoning about CAC and payback, not channel buzzwords, and test written and spoken English. About 3% of applicants pass.",
      },
      {
        question: "Have your growth marketers managed meaningful budgets?",
        answer: `Yes. We ask each candidate for the monthly spend they managed, the channels and the results, and we verify it in references. Tell us your budget and channel mix, and within ${duration.shortlist} you receive 3-5 growth marketers who have operated at that scale.`,
      },
      {
        question: "What can a growth marketer show in the trial?",
        answer: `During the ${duration.trialBeforeNoun} paid trial most teams ask for an account and tracking audit plus a first experiment plan, and sometimes a live test on a landing page. It shows how the marketer prioritizes before real money is at stake. Between 90% and 96% of trials lead to long-term hires.`,
      },
      {
        question: "Do they understand U.S. audiences?",
        answer:
          "Our growth marketers have run campaigns for U.S. companies, write ad copy in natural English and know the seasonality of the U.S. market, from Q4 retail peaks to fiscal-year budget cycles in B2B. Working within two hours of U.S. Eastern time, they can adjust campaigns during your business day.",
      },
      {
        question: "How much does a growth marketer from Latin America save?",
        answer:
          "{{employerSavings}} About 95% of our marketers are still with their client after six months.",
      },
    ],
    seoTitle: "Hire Growth Marketers from Latin America | LatamMatch",
    seoDescription: `Hire Latin American growth marketers for paid acquisition, CRO and funnel analytics. Vetted on real budgets, ${duration.shortlistBeforeNoun} shortlist, ${duration.trialBeforeNoun} paid trial.`,
    opportunityExamples: [
      {
        title: "Performance Marketing Manager, B2B SaaS",
        type: "Full-Time",
        location: "Remote",
        rate: "$42/hour",
        stack: "Google Ads · LinkedIn Ads · HubSpot · GA4",
      },
      {
        title: "Growth Marketer, Direct-to-Consumer Brand",
        type: "Contract",
        location: "Remote",
        rate: "$37/hour",
        stack: "Meta Ads Manager · TikTok Ads · Shopify",
      },
      {
        title: "Senior Growth Lead, Product-Led Acquisition",
        type: "Full-Time",
        location: "Remote",
        rate: "$43/hour",
        stack: "Amplitude · Optimizely · Webflow · Segment",
      },
    ],
  },
  content: {
    description:
      "Content marketers plan and produce the articles, guides, case studies and newsletters that earn search traffic and move buyers toward a demo. LatamMatch content marketers write in native-level English for U.S. readers, understand search intent and on-page SEO, and can interview your subject-matter experts to produce pieces that sound like your company.",
    technologies: [
      "WordPress",
      "Webflow",
      "Contentful",
      "HubSpot CMS",
      "Google Search Console",
      "Google Analytics 4",
      "Ahrefs",
      "Semrush",
      "Clearscope",
      "Surfer SEO",
      "Grammarly",
      "Hemingway Editor",
      "Google Docs",
      "Notion",
      "Airtable",
      "Asana",
      "Canva",
      "Figma",
    ],
    responsibilities: [
      "Build and maintain an editorial calendar tied to keyword research and the buyer journey",
      "Write and edit blog posts, guides, case studies, landing pages and newsletters",
      "Interview product experts and customers to produce original, credible content",
      "Optimize every piece for search intent, internal linking and on-page SEO",
      "Refresh existing content based on rankings, traffic and conversion data",
      "Brief and edit freelance writers to keep voice and style consistent",
    ],
    requirements: [
      "3+ years writing B2B or SaaS content for U.S. audiences",
      "Native or C2-level written English, with a published portfolio",
      "Working knowledge of Ahrefs or Semrush and Google Search Console",
      "Experience publishing in a CMS such as WordPress, Webflow or HubSpot",
      "Ability to turn technical topics into clear, accurate copy",
      "Comfort with editorial feedback and style guides such as AP or Chicago",
    ],
    faqs: [
      {
        question: "How do you test a content marketer's writing?",
        answer:
          "Beyond reviewing published samples, we give every candidate a timed brief: a short article for a U.S. B2B audience from a keyword and two expert quotes, plus an editing exercise on a weak draft. Editors grade clarity, structure, accuracy and SEO fit. Only about 3% of applicants pass.",
      },
      {
        question: "Can they write for technical or regulated industries?",
        answer: `Many of our writers specialize in areas such as developer tools, fintech, healthcare or HR software. Name your niche in the brief and we shortlist 3-5 content marketers with published work in it, delivered within ${duration.shortlist}.`,
      },
      {
        question: "How should we use the trial with a content marketer?",
        answer: `Assign one or two real pieces during the ${duration.trialBeforeNoun} paid trial, ideally including an interview with someone on your team. You will see research depth, voice, turnaround and how edits are handled, which is most of what matters. 90-96% of trials continue into long-term work.`,
      },
      {
        question: "Do they handle SEO or only writing?",
        answer:
          "Both. Our content marketers do their own keyword and SERP research, structure articles around search intent, handle internal links and metadata, and track rankings and conversions in Search Console and GA4 to decide what to refresh.",
      },
      {
        question: "What does a content marketer cost compared with the U.S.?",
        answer:
          "{{employerSavings}} With about 95% of our marketers staying past six months, your brand voice is built by one consistent writer rather than a rotating set of freelancers.",
      },
    ],
    seoTitle: "Hire Content Marketers from Latin America | LatamMatch",
    seoDescription: `Hire native-level English content marketers from Latin America for SEO articles, case studies and newsletters. ${duration.shortlistBeforeNoun} shortlist, ${duration.trialBeforeNoun} paid trial.`,
    opportunityExamples: [
      {
        title: "SEO Content Marketer, B2B SaaS",
        type: "Full-Time",
        location: "Remote",
        rate: "$35/hour",
        stack: "WordPress · Ahrefs · Google Search Console",
      },
      {
        title: "Technical Content Writer, Developer Tools",
        type: "Contract",
        location: "Remote",
        rate: "$37/hour",
        stack: "Markdown · Webflow · GitHub · Semrush",
      },
      {
        title: "Content Marketing Manager, Fintech",
        type: "Full-Time",
        location: "Remote",
        rate: "$38/hour",
        stack: "HubSpot CMS · Clearscope · Airtable",
      },
    ],
  },
  email: {
    description:
      "Email and lifecycle marketers own the messages customers receive after they sign up or buy: onboarding, nurture, re-engagement, and the newsletters and promotions in between. LatamMatch lifecycle marketers build segmented, automated journeys in Klaviyo, HubSpot, Braze or Customer.io, protect deliverability, and measure every flow against revenue and retention.",
    technologies: [
      "Klaviyo",
      "HubSpot",
      "Braze",
      "Customer.io",
      "Iterable",
      "Mailchimp",
      "Marketo",
      "Salesforce Marketing Cloud",
      "Attentive",
      "Postscript",
      "Litmus",
      "Email on Acid",
      "MJML",
      "HTML email",
      "Segment",
      "Shopify",
      "Google Analytics 4",
      "Looker Studio",
    ],
    responsibilities: [
      "Map the customer lifecycle and build automated flows for onboarding, activation, win-back and retention",
      "Segment audiences by behavior, purchase history and product usage",
      "Write, build and QA campaigns, testing rendering across clients with Litmus or Email on Acid",
      "Run A/B tests on subject lines, content, send times and offers",
      "Protect deliverability through SPF, DKIM and DMARC, list hygiene and sender reputation monitoring",
      "Report on revenue per recipient, conversion, unsubscribes and retention impact",
    ],
    requirements: [
      "3+ years in email or lifecycle marketing for e-commerce or SaaS",
      "Advanced experience with at least one of Klaviyo, Braze, Customer.io, HubSpot or Marketo",
      "Working HTML and CSS for email templates",
      "Knowledge of CAN-SPAM, consent and list management best practice",
      "Analytical skills to tie campaigns and flows to revenue and retention",
      "C1 English for writing and editing customer-facing copy",
    ],
    faqs: [
      {
        question: "Do you have lifecycle marketers for e-commerce and for SaaS?",
        answer: `Yes, and the two are quite different. E-commerce specialists usually work in Klaviyo with Shopify, SMS tools and promotional calendars; SaaS specialists build product-triggered journeys in Braze, Customer.io or HubSpot. We shortlist for your model, with 3-5 profiles delivered within ${duration.shortlist}.`,
      },
      {
        question: "How do you test email marketing skills?",
        answer:
          "Candidates review a sample account with weak flows and a deliverability problem, propose a lifecycle map and fixes, and build one responsive email in HTML. We check the copy, the segmentation logic and whether they know why messages land in spam. About 3% of applicants pass.",
      },
      {
        question: "What is a good trial project for a lifecycle marketer?",
        answer: `An audit of your existing flows fits the ${duration.trialBeforeNoun} paid trial well: missing triggers, stale segments, rendering issues and revenue per flow, ending with a prioritized plan and one rebuilt flow. Between 90% and 96% of our trials convert to long-term hires.`,
      },
      {
        question: "Can they schedule sends around U.S. time zones?",
        answer:
          "Yes. Our lifecycle marketers are used to time-zone-aware sending for U.S. lists, and those based in Argentina, Uruguay or Brazil work one to two hours ahead of U.S. Eastern time, so they can QA and launch morning sends before your team starts the day.",
      },
      {
        question: "What savings should we expect?",
        answer: "{{employerSavings}}",
      },
    ],
    seoTitle: "Hire Email & Lifecycle Marketers in LATAM | LatamMatch",
    seoDescription: `Hire Latin American email and lifecycle marketers skilled in Klaviyo, Braze, HubSpot and Customer.io. ${duration.shortlistBeforeNoun} shortlist, ${duration.trialBeforeNoun} paid trial.`,
    opportunityExamples: [
      {
        title: "Lifecycle Marketing Manager, Subscription E-commerce",
        type: "Full-Time",
        location: "Remote",
        rate: "$34/hour",
        stack: "Klaviyo · Shopify · Attentive",
      },
      {
        title: "CRM and Lifecycle Specialist, Mobile App",
        type: "Full-Time",
        location: "Remote",
        rate: "$35/hour",
        stack: "Braze · Segment · Amplitude",
      },
      {
        title: "Email Developer and Marketer",
        type: "Contract",
        location: "Remote",
        rate: "$29/hour",
        stack: "HubSpot · MJML · Litmus",
      },
    ],
  },
  "social-media": {
    description:
      "Social media managers run your brand's presence on the platforms your buyers actually use, from the content calendar and community replies to paid boosts and monthly reporting. LatamMatch social media managers follow U.S. culture and platform trends, write in natural English, and can produce short-form video and graphics themselves instead of waiting on a designer.",
    technologies: [
      "Instagram",
      "TikTok",
      "LinkedIn",
      "X",
      "YouTube",
      "Facebook",
      "Meta Business Suite",
      "Sprout Social",
      "Hootsuite",
      "Buffer",
      "Later",
      "Canva",
      "CapCut",
      "Adobe Premiere Pro",
      "Adobe Express",
      "Figma",
      "Brandwatch",
      "Google Analytics 4",
    ],
    responsibilities: [
      "Plan and publish a content calendar across Instagram, TikTok, LinkedIn, X and other relevant channels",
      "Create short-form video, carousels and graphics that follow brand guidelines",
      "Manage the community: reply to comments and DMs, and escalate support or PR issues",
      "Run and optimize paid social boosts together with the growth team",
      "Monitor trends, competitors and brand mentions with social listening tools",
      "Report monthly on reach, engagement, follower growth and traffic to the site",
    ],
    requirements: [
      "2+ years managing social accounts for brands aimed at U.S. audiences",
      "A portfolio of posts and campaigns with results you can share",
      "Native-level or C1 English, with a feel for U.S. humor and tone",
      "Video editing and design skills in CapCut, Premiere Pro or Canva",
      "Experience with a scheduling and analytics tool such as Sprout Social or Hootsuite",
      "Sound judgment on brand safety and crisis response",
    ],
    faqs: [
      {
        question: "Do your social media managers create content or only schedule it?",
        answer:
          "They create it. Every candidate we place can shoot and edit short-form video, design carousels in Canva or Figma and write captions, so a single hire can keep your channels running. For heavy production you can still pair them with a designer.",
      },
      {
        question: "How do you evaluate social media managers?",
        answer:
          "We review each portfolio for results rather than follower counts, then ask for a one-week content plan for a sample U.S. brand including two finished posts and replies to a tricky comment thread. Tone in English is part of the score. Roughly 3% of applicants pass.",
      },
      {
        question: "Can they post and respond during U.S. peak hours?",
        answer:
          "Yes. Working from UTC-3 to UTC-5, they are online through the U.S. morning and afternoon, and community coverage for evenings or weekends can be agreed as part of the schedule.",
      },
      {
        question: "How fast can we bring someone on?",
        answer: `Expect 3-5 social media profiles matched to your platforms and industry within ${duration.shortlist}. The first ${duration.trial} are a paid trial in which the new manager runs your channels for real, and 90-96% of trials become long-term hires.`,
      },
      {
        question: "What does it cost compared with hiring in the U.S.?",
        answer:
          "{{employerSavings}} About 95% of our placements stay beyond six months, which keeps your brand voice steady across channels.",
      },
    ],
    seoTitle: "Hire Social Media Managers from Latin America | LatamMatch",
    seoDescription: `Hire Latin American social media managers who create video, run communities and report results for U.S. brands. ${duration.shortlistBeforeNoun} shortlist, paid trial.`,
    opportunityExamples: [
      {
        title: "Social Media Manager, Consumer Brand",
        type: "Full-Time",
        location: "Remote",
        rate: "$31/hour",
        stack: "TikTok · Instagram · CapCut · Later",
      },
      {
        title: "B2B Social Media and Community Manager",
        type: "Full-Time",
        location: "Remote",
        rate: "$34/hour",
        stack: "LinkedIn · Sprout Social · Canva",
      },
      {
        title: "Short-Form Video Creator and Social Lead",
        type: "Contract",
        location: "Remote",
        rate: "$28/hour",
        stack: "Adobe Premiere Pro · YouTube · Meta Business Suite",
      },
    ],
  },
  analytics: {
    description:
      "Marketing analysts tell you which channels, campaigns and audiences actually produce revenue, and where the next dollar should go. LatamMatch marketing analysts combine SQL and BI skills with a marketer's grasp of funnels and attribution, and they build the tracking, dashboards and analyses your team uses to make budget decisions.",
    technologies: [
      "SQL",
      "Google Analytics 4",
      "Google Tag Manager",
      "BigQuery",
      "Looker Studio",
      "Looker",
      "Tableau",
      "Power BI",
      "Python",
      "pandas",
      "R",
      "Excel",
      "dbt",
      "Amplitude",
      "Mixpanel",
      "Segment",
      "Supermetrics",
      "HubSpot",
      "Salesforce",
    ],
    responsibilities: [
      "Own the marketing tracking plan, UTM conventions and conversion events across web and CRM",
      "Build dashboards for channel performance, pipeline contribution and CAC payback",
      "Compare attribution models and run incrementality or holdout tests where possible",
      "Analyze campaign, cohort and funnel data and recommend budget shifts",
      "Forecast leads, pipeline and spend for planning cycles",
      "Work with data engineering to keep marketing data in the warehouse accurate and documented",
    ],
    requirements: [
      "3+ years in marketing analytics, growth analytics or business intelligence",
      "Strong SQL and advanced spreadsheet modeling; Python or R is a plus",
      "Hands-on GA4 and Google Tag Manager implementation experience",
      "Proficiency in at least one BI tool: Looker, Tableau, Power BI or Looker Studio",
      "Understanding of attribution, experiment design and statistical significance",
      "B2+ English and the ability to present findings to non-technical stakeholders",
    ],
    faqs: [
      {
        question: "How do you test a marketing analyst?",
        answer:
          "Candidates get a dataset of ad spend, sessions and CRM opportunities with typical problems such as missing UTMs and duplicate leads. They write the SQL, build a short dashboard and present a budget recommendation in English. Only about 3% of applicants pass the full process.",
      },
      {
        question: "Can they fix our GA4 and tag setup?",
        answer: `Yes. Tracking implementation is a core requirement: our analysts write tracking plans, configure GA4 events and Tag Manager containers, and reconcile ad platform conversions with the CRM. Mention it in your brief and the 3-5 analysts we send within ${duration.shortlist} will have done it before.`,
      },
      {
        question: "What do teams usually ask for in the trial?",
        answer: `A tracking audit plus one decision-ready dashboard fits well in the ${duration.trialBeforeNoun} paid trial, so you can judge both technical accuracy and how the analyst explains numbers to marketers. Between 90% and 96% of trials become long-term hires.`,
      },
      {
        question: "Will the analyst be available for our planning meetings?",
        answer:
          "Yes. Our analysts are based within two hours of U.S. Eastern time, so weekly performance reviews and quarterly planning sessions fall inside their normal working day.",
      },
      {
        question: "What is the cost difference versus a U.S. marketing analyst?",
        answer:
          "{{employerSavings}} About 95% of our analysts are still in place after six months, which matters for a role that depends on knowing where your data comes from.",
      },
    ],
    seoTitle: "Hire Marketing Analysts from Latin America | LatamMatch",
    seoDescription: `Hire Latin American marketing analysts skilled in SQL, GA4, attribution and BI dashboards. ${duration.shortlistBeforeNoun} shortlist and a ${duration.trialBeforeNoun} paid trial.`,
    opportunityExamples: [
      {
        title: "Marketing Analyst, Attribution and Reporting",
        type: "Full-Time",
        location: "Remote",
        rate: "$41/hour",
        stack: "SQL · BigQuery · Looker Studio · GA4",
      },
      {
        title: "Senior Growth Analyst, Consumer App",
        type: "Full-Time",
        location: "Remote",
        rate: "$45/hour",
        stack: "Amplitude · Python · dbt · Tableau",
      },
      {
        title: "Web Analytics Specialist, Tracking Implementation",
        type: "Contract",
        location: "Remote",
        rate: "$38/hour",
        stack: "Google Tag Manager · GA4 · Segment",
      },
    ],
  },
} satisfies StackDetails<MarketingStackSlug>;
