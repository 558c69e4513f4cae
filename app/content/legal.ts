/**
 * The Terms of Service and Privacy Policy. The forms link to these pages in new tabs, so each
 * form's data use is described here in plain words.
 */

import { durationText, privacyDurations } from "./durations";
import { site } from "./site";
import type { HeroContent } from "./types";

export interface LegalSection {
  id: string;
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
  /** A small table, e.g. what each form collects. */
  table?: { caption: string; columns: readonly string[]; rows: readonly (readonly string[])[] };
}

export interface LegalDocument {
  hero: HeroContent;
  lastUpdated: string;
  intro: string;
  sections: readonly LegalSection[];
}

const contact = site.contactEmail;
const contactAction = { label: "Contact Us", href: `mailto:${contact}`, external: true } as const;

export const privacyPolicy: LegalDocument = {
  hero: {
    eyebrow: "Legal",
    title: "Privacy Policy",
    description:
      "What we collect through our hiring, application, newsletter and report forms, why we collect it, how long we keep it and the rights you have.",
    actions: [contactAction],
  },
  lastUpdated: "June 2, 2025",
  intro: `${site.name} ("we", "us"), part of Bait Group, runs this website to connect U.S. companies with remote professionals in Latin America. This policy explains how we handle personal information from companies that contact us and from candidates who apply.`,
  sections: [
    {
      id: "what-we-collect",
      heading: "1. What we collect",
      paragraphs: [
        "We collect only what you type into our forms and a small amount of technical information needed to run the site securely.",
      ],
      table: {
        caption: "Information collected by each form",
        columns: ["Form", "What you give us", "Why"],
        rows: [
          [
            "Hiring request (the hiring form and the Get Started window)",
            "Name, work email, phone, company, roles you need, primary goal, budget range, industries and any additional details you add",
            "To reply within 24 hours, schedule a discovery call and prepare a staffing plan",
          ],
          [
            "Candidate application",
            "Name, email, country, the kind of work you do, experience, professional links and anything you choose to tell us",
            "To assess your profile and contact you about roles that match it",
          ],
          [
            "AI Staffing Insights newsletter",
            "Email address",
            "To send the newsletter until you unsubscribe",
          ],
          ["AI Talent Match Report", "Business email address", "To send the report you asked for"],
        ],
      },
    },
    {
      id: "technical-data",
      heading: "2. Technical information",
      items: [
        "Server logs: IP address, browser type, the page requested and the time. Used to keep the site running and to block abuse such as spam and repeated automated submissions.",
        "Form safeguards: a hidden field that only automated scripts fill in and the time taken to complete a form, used to filter spam.",
        "Attribution: the page you came from and campaign tags in the link (for example utm_source), stored with a submission so we know which pages help people find us.",
        "Browser storage: a note that you closed the report offer, so it does not appear again. We do not use advertising cookies or sell data to advertisers.",
      ],
    },
    {
      id: "how-we-use",
      heading: "3. How we use information",
      items: [
        "To answer hiring requests, prepare shortlists and proposals, and manage the services you sign up for.",
        "To evaluate candidates, including technical assessments and interviews, and to introduce them to companies with matching roles.",
        "To send the newsletter and reports you asked for.",
        "To protect the site and our users from fraud, spam and misuse.",
        "To meet legal, tax and accounting obligations.",
      ],
      paragraphs: [
        "We rely on your request (to answer you and provide a service), our legitimate interest in running and securing our business, your consent for the newsletter, and legal obligations where they apply.",
      ],
    },
    {
      id: "sharing",
      heading: "4. Who we share it with",
      items: [
        "Candidates: with a company only when we put you forward for one of its roles, and only the profile information relevant to that role.",
        "Companies: your contact details stay within our team; candidates see the company name and role once an interview is arranged.",
        "Service providers who host the site, store data and deliver email for us, under contracts that limit their use of the data to our instructions.",
        "Authorities, when the law requires it.",
      ],
      paragraphs: [
        "We do not sell personal information and do not share it for cross-context behavioral advertising.",
      ],
    },
    {
      id: "retention",
      heading: "5. How long we keep it",
      items: [
        "Hiring requests: deleted 24 months after we receive them. If your company becomes a client, the records of that service are kept while we provide it plus the period the law requires.",
        "Candidate applications: deleted 24 months after the last activity on your profile (your latest application, or our latest step in reviewing it), so we can consider you for new roles until then. If you agree to stay in our talent pool, we keep your profile for 36 months from when you agree, and you can withdraw that consent at any time. You can ask us to delete your profile sooner.",
        "Savings estimates you ask us to email: deleted 24 months after we receive them.",
        "Discovery calls you book: deleted 24 months after the call took place.",
        "Newsletter and report emails: until you unsubscribe (the address is then deleted within a day) or ask us to delete it.",
        "Copies of the notification emails the website sends our team: 30 days.",
        "Server logs: 30 days, unless needed to investigate abuse.",
      ],
    },
    {
      id: "security",
      heading: "6. Security and international transfers",
      paragraphs: [
        "Data is encrypted in transit, access is limited to the staff who need it, and our team members sign confidentiality agreements.",
        "We are based in the United States and work with professionals in Latin America, so information may be processed in the United States and in the countries where our team and candidates work. We apply the same protections wherever it is processed.",
      ],
    },
    {
      id: "your-rights",
      heading: "7. Your rights",
      paragraphs: [
        "Depending on where you live, including California (CCPA/CPRA), Brazil (LGPD) and other Latin American countries, you may have the right to:",
      ],
      items: [
        "Know what personal information we hold about you and get a copy of it.",
        "Correct information that is wrong or out of date.",
        "Delete your information.",
        "Object to or limit certain uses, and withdraw consent at any time (for example, by unsubscribing).",
        "Not be treated differently for exercising these rights.",
      ],
    },
    {
      id: "exercise-rights",
      heading: "8. How to exercise your rights",
      paragraphs: [
        `Email ${contact} from the address you used with us, or tell us how to verify your identity. We reply within ${durationText(privacyDurations.reply)}. An authorized agent may act for you with your written permission.`,
      ],
    },
    {
      id: "children",
      heading: "9. Children",
      paragraphs: [
        "Our services are for businesses and working professionals. We do not knowingly collect information from anyone under 18.",
      ],
    },
    {
      id: "changes",
      heading: "10. Changes and contact",
      paragraphs: [
        "When we change this policy we update the date at the top, and for significant changes we tell people whose information we hold.",
        `Questions: ${contact}.`,
      ],
    },
  ],
};

export const termsOfService: LegalDocument = {
  hero: {
    eyebrow: "Legal",
    title: "Terms of Service",
    description: "The terms that govern your use of the LatamMatch website and its forms.",
    actions: [contactAction],
  },
  lastUpdated: "June 2, 2025",
  intro: `These terms apply to everyone who uses the ${site.name} website, including companies that request talent and professionals who apply. By using the site or sending a form, you agree to them.`,
  sections: [
    {
      id: "the-site",
      heading: "1. What the site is for",
      paragraphs: [
        "The site describes our recruiting and staffing services and lets companies request talent and professionals apply to join our network. Sending a form does not create a contract for services or an offer of employment.",
        "Services for companies are governed by a separate written agreement that sets out scope, fees and guarantees. If that agreement conflicts with these terms, the agreement applies.",
      ],
    },
    {
      id: "your-information",
      heading: "2. Information you send us",
      items: [
        "Give accurate information and only send information you have the right to share.",
        "Companies: send details about your own organization and hiring needs.",
        "Candidates: send your own profile. Do not include information about other people without their permission.",
      ],
      paragraphs: ["How we handle that information is explained in our Privacy Policy."],
    },
    {
      id: "acceptable-use",
      heading: "3. Acceptable use",
      items: [
        "Do not send spam, automated submissions or misleading requests.",
        "Do not try to break, overload or get unauthorized access to the site or its systems.",
        "Do not copy candidate information shown on the site for use outside our services.",
        "Do not use the site in a way that breaks the law or infringes anyone's rights.",
      ],
    },
    {
      id: "claims",
      heading: "4. Figures and examples on the site",
      paragraphs: [
        "Figures such as savings, time to hire and retention describe results across past engagements; your results depend on the roles, market and your own process. Sample profiles, rates and testimonials illustrate typical cases and are not offers.",
        "Guarantees, such as the paid trial or the replacement guarantee, apply as written in your service agreement.",
      ],
    },
    {
      id: "ip",
      heading: "5. Our content",
      paragraphs: [
        "The site's text, design, illustrations and logos belong to us or our licensors. You may view and share pages for your own use but may not reuse them commercially without our written permission.",
      ],
    },
    {
      id: "third-parties",
      heading: "6. Links to other sites",
      paragraphs: [
        "Links to our client portal and social media profiles lead to services with their own terms. We are not responsible for other sites' content or practices.",
      ],
    },
    {
      id: "disclaimers",
      heading: "7. Disclaimers and limitation of liability",
      paragraphs: [
        'The site is provided "as is". We work to keep it accurate and available but do not promise that it will be error-free or uninterrupted.',
        "To the extent the law allows, we are not liable for indirect or consequential losses arising from use of the site. Nothing in these terms limits liability that cannot be limited by law.",
      ],
    },
    {
      id: "changes",
      heading: "8. Changes",
      paragraphs: [
        "We may update these terms. The date at the top shows the latest version, and continuing to use the site after a change means you accept it.",
      ],
    },
    {
      id: "law",
      heading: "9. Governing law",
      paragraphs: [
        "These terms are governed by the laws of the State of Delaware, United States, without regard to conflict-of-law rules, except where the law of your place of residence gives you rights that cannot be waived.",
      ],
    },
    {
      id: "contact",
      heading: "10. Contact",
      paragraphs: [`Questions about these terms: ${contact}.`],
    },
  ],
};
