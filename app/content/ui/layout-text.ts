/**
 * English text of the site chrome (header, menus, footer, newsletter, dialogs' frames, the chat
 * launcher, the 404 page, the language switcher). English is the typed default: it ships with
 * the components; pages in another locale receive their catalogue from the root loader.
 */
export const layoutText = {
  skipLink: "Skip to content",
  opensInNewTab: "(opens in a new tab)",
  header: {
    candidateApply: "Candidate Apply",
    hireTalent: "Hire Talent",
    /** The candidate landing page (/talent), beside the apply button. */
    findWork: "Find Work",
    /** The mobile menu's two paths, one per audience. */
    forCompanies: "For companies",
    forCandidates: "For candidates",
    portalLogin: "Portal Login",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    menuTitle: "Menu",
    menuDescription: "Site navigation for {{site}}",
    mainNavLabel: "Main",
    mobileNavLabel: "Mobile",
  },
  menus: {
    industries: "Industries",
    candidates: "Candidates",
    company: "Company",
    allCandidates: "All candidates",
    allInCategory: "All {{category}}",
    categoriesLabel: "Categories",
    specializations: "Specializations",
    specializationsOf: "{{category}} specializations",
    hoverHint: "Hover over a category",
  },
  footer: {
    tagline: "A company from Bait Group",
    blurb: "Pre-vetted Latin American talent for U.S. companies, matched by AI and vetted by people.",
    socialLabel: "Social media",
    findTalent: "Find Talent",
    getStarted: "Get Started",
    forFreelancers: "For Freelancers",
    /** The public job board (/jobs), beside "For Freelancers". */
    openRoles: "Open Roles",
    buildYourTeam: "Build Your Team",
    industries: "Industries",
    rights: "All rights reserved.",
  },
  newsletter: {
    title: "AI Staffing Insights",
    blurb: "Monthly notes on LATAM hiring, salary benchmarks and AI-assisted recruiting. No spam.",
    emailLabel: "Email address",
    submit: "Subscribe",
    submitting: "Subscribing...",
    successTitle: "Success!",
    successDescription: "You've been subscribed to AI Staffing Insights.",
    /** Shown beside the form after a sign-up: the subscription is double opt-in. */
    confirmationNote:
      "Almost done: a confirmation e-mail is on its way to {{email}}. Click its link to start receiving AI Staffing Insights (an address already confirmed needs nothing more).",
    errorTitle: "Subscription failed",
    errorDescription: "We couldn't subscribe you right now. Please try again in a moment.",
  },
  applyDialog: {
    title: "Apply as a Candidate",
    subtitle: "Join our network of pre-vetted Latin American professionals working with U.S. companies.",
    closeLabel: "Close application form",
    loadingLabel: "Loading the application form",
  },
  /** The close button of the candidate pages' information dialogs. */
  dialogClose: "Close",
  chatLauncher: "Open AI Talent Matcher chat",
  notFound: {
    title: "Page Not Found | LatamMatch",
    heading: "404",
    message: "Oops! Page not found",
    homeLink: "Return to Home",
  },
  language: {
    switcherLabel: "Language",
  },
} as const;
