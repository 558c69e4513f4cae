import type { categories } from "../categories";
import { stackFaqDurations } from "./faq-durations";
import type { StackDetails } from "./types";

/** The durations the FAQ answers and search descriptions state, from durations.ts. */
const duration = stackFaqDurations("en");

type DesignStackSlug = Extract<(typeof categories)[number], { slug: "design" }>["stacks"][number]["slug"];

export const designStackDetails = {
  "ux-research": {
    description:
      "UX researchers find out what your users need and where your product gets in their way, so design and roadmap decisions rest on evidence instead of opinion. LatamMatch UX researchers plan and run interviews, usability tests and surveys with U.S. participants, and turn findings into clear recommendations your product team can act on.",
    technologies: [
      "Dovetail",
      "Maze",
      "UserTesting",
      "Lookback",
      "Optimal Workshop",
      "Lyssna",
      "Qualtrics",
      "SurveyMonkey",
      "Typeform",
      "Hotjar",
      "FullStory",
      "Figma",
      "FigJam",
      "Miro",
      "Notion",
      "Airtable",
      "Zoom",
    ],
    responsibilities: [
      "Plan studies with clear research questions, methods and success criteria",
      "Recruit and screen participants, and moderate interviews and usability tests",
      "Run unmoderated tests, card sorts, tree tests and surveys at scale",
      "Synthesize findings into insights, journey maps and personas grounded in data",
      "Present recommendations to product, design and leadership and follow them into the roadmap",
      "Maintain a research repository so insights stay findable after each project",
    ],
    requirements: [
      "3+ years of UX research in product companies or agencies",
      "Range across qualitative and quantitative methods, including survey design",
      "A portfolio of case studies showing research that changed a product decision",
      "Experience with research tools such as Dovetail, Maze or UserTesting",
      "C1 English for moderating sessions with U.S. participants",
      "Knowledge of research ethics, informed consent and handling of personal data",
    ],
    faqs: [
      {
        question: "Can your UX researchers interview our U.S. customers?",
        answer:
          "Yes. Moderating in English is a hard requirement: every researcher we place speaks at C1 level or above and has run sessions with U.S. participants. They also know how to probe without leading, which matters more than accent in getting honest answers.",
      },
      {
        question: "How do you vet UX researchers?",
        answer:
          "We walk through two portfolio case studies in depth, asking why each method was chosen and what changed because of the findings. Candidates then write a short research plan for a sample problem and moderate a mock usability session with one of our interviewers. About 3% of applicants pass.",
      },
      {
        question: "How quickly can a researcher start a study?",
        answer: `You receive 3-5 UX researcher profiles within ${duration.shortlist} of your brief. Many teams use the ${duration.trialBeforeNoun} paid trial to run one small study end to end, such as five usability sessions on a key flow with a readout at the end. 90-96% of trials continue into long-term engagements.`,
      },
      {
        question: "Do they work in our hours for stakeholder readouts?",
        answer:
          "Our researchers work from time zones within two hours of U.S. Eastern time, so live sessions with participants and readouts with your product team fit in the same day, including most West Coast afternoons.",
      },
      {
        question: "What does a UX researcher cost through LatamMatch?",
        answer: "{{employerSavings}} About 95% of our placements are still active after six months.",
      },
    ],
    seoTitle: "Hire UX Researchers from Latin America | LatamMatch",
    seoDescription: `Hire Latin American UX researchers who run interviews and usability tests with U.S. users. C1+ English, ${duration.shortlistBeforeNoun} shortlist, ${duration.trialBeforeNoun} paid trial.`,
    opportunityExamples: [
      {
        title: "Senior UX Researcher, B2B Platform",
        type: "Full-Time",
        location: "Remote",
        rate: "$42/hour",
        stack: "Dovetail · Maze · Figma",
      },
      {
        title: "UX Researcher, Mobile Banking",
        type: "Full-Time",
        location: "Remote",
        rate: "$39/hour",
        stack: "UserTesting · Qualtrics · FigJam",
      },
      {
        title: "Research Contractor, Discovery Sprint",
        type: "Contract",
        location: "Remote",
        rate: "$35/hour",
        stack: "Lookback · Optimal Workshop · Miro",
      },
    ],
  },
  "ui-visual": {
    description:
      "UI and visual designers give your product and brand a polished, consistent look: typography, color, iconography, illustration and the components that tie every screen together. LatamMatch UI designers work in Figma with auto layout, variants and variables, and hand off specs engineers can build without guesswork.",
    technologies: [
      "Figma",
      "FigJam",
      "Sketch",
      "Adobe Illustrator",
      "Adobe Photoshop",
      "Adobe After Effects",
      "Framer",
      "ProtoPie",
      "Webflow",
      "Lottie",
      "Zeroheight",
      "Storybook",
      "Material Design",
      "Apple Human Interface Guidelines",
      "WCAG",
    ],
    responsibilities: [
      "Design high-fidelity UI for web and mobile from wireframes and product requirements",
      "Build and maintain Figma component libraries with variants, variables and design tokens",
      "Define the visual language: typography, color systems, iconography, illustration and imagery",
      "Create marketing visuals, landing pages and brand assets consistent with the product",
      "Prepare developer hand-off with specs and states, and review the built UI",
      "Check color contrast and legibility against WCAG guidelines",
    ],
    requirements: [
      "3+ years as a UI or visual designer on digital products",
      "A portfolio showing shipped product UI and systematic component work",
      "Expert Figma skills: auto layout, variants, variables and shared libraries",
      "Strong typography and color fundamentals, plus illustration or icon design skills",
      "Understanding of responsive design and platform guidelines (Material Design, Apple HIG)",
      "B2 English or better for critiques and async feedback",
    ],
    faqs: [
      {
        question: "How do you judge a UI designer's craft?",
        answer:
          "Portfolio reviews focus on shipped work and on the Figma files behind it: how components are built, whether styles and variables are used consistently, and how edge states are covered. A short exercise asks candidates to restyle a screen within an existing design system. Only about 3% of applicants pass.",
      },
      {
        question: "Can a UI designer build or clean up our design system?",
        answer: `Yes, it is one of the most common requests. Tell us whether you are starting from scratch or untangling an existing library, and within ${duration.shortlist} we send 3-5 UI designers who have done that kind of work, including token set-up and documentation in tools such as Zeroheight.`,
      },
      {
        question: "What should we assign during the trial?",
        answer: `A real set of screens or a component family fits the ${duration.trialBeforeNoun} paid trial well. You get to see visual quality, file hygiene and how the designer responds to feedback from product and engineering. Between 90% and 96% of trials lead to a long-term hire.`,
      },
      {
        question: "Do they collaborate with our engineers?",
        answer:
          "Our UI designers work during U.S. business hours from nearby time zones, join stand-ups and reviews, and are used to checking implemented screens in staging and Storybook, not just handing off a file and moving on.",
      },
      {
        question: "What does a UI designer from Latin America save us?",
        answer: "{{employerSavings}}",
      },
    ],
    seoTitle: "Hire UI and Visual Designers from LATAM | LatamMatch",
    seoDescription: `Hire Latin American UI and visual designers for Figma design systems, product UI and brand visuals. ${duration.shortlistBeforeNoun} shortlist and a ${duration.trialBeforeNoun} paid trial.`,
    opportunityExamples: [
      {
        title: "UI Designer, Design System",
        type: "Full-Time",
        location: "Remote",
        rate: "$38/hour",
        stack: "Figma · Zeroheight · Storybook",
      },
      {
        title: "Visual Designer, Marketing and Brand",
        type: "Contract",
        location: "Remote",
        rate: "$33/hour",
        stack: "Figma · Adobe Illustrator · Webflow",
      },
      {
        title: "Senior UI Designer, Mobile App",
        type: "Full-Time",
        location: "Remote",
        rate: "$40/hour",
        stack: "Figma · ProtoPie · Lottie",
      },
    ],
  },
  "product-design": {
    description:
      "Product designers own the experience of a feature from problem framing to shipped UI: flows, wireframes, prototypes, high-fidelity screens and the follow-up after launch. LatamMatch product designers have worked inside U.S. product teams alongside PMs and engineers, use research and data to make decisions, and can defend a design with reasoning rather than taste.",
    technologies: [
      "Figma",
      "FigJam",
      "Miro",
      "Maze",
      "Dovetail",
      "ProtoPie",
      "Framer",
      "Amplitude",
      "Mixpanel",
      "Hotjar",
      "Jira",
      "Linear",
      "Notion",
      "Storybook",
      "Zeroheight",
      "Loom",
    ],
    responsibilities: [
      "Frame problems with product managers and engineers and define success metrics for each feature",
      "Map user flows and produce wireframes, prototypes and high-fidelity designs",
      "Run lightweight research and usability tests to validate concepts before build",
      "Contribute to and evolve the design system",
      "Work with engineers during implementation and QA the shipped experience",
      "Review product analytics after launch and iterate on what the data shows",
    ],
    requirements: [
      "5+ years in product design (UX/UI), with at least two products shipped to real users",
      "A portfolio of end-to-end case studies: problem, process, trade-offs and outcome",
      "Expert Figma skills, including prototyping and shared libraries",
      "Experience with research methods and product analytics tools",
      "Comfort working in agile product squads with U.S. stakeholders",
      "C1 English for presenting and defending design decisions",
    ],
    faqs: [
      {
        question: "What is the difference between a product designer and a UI designer?",
        answer:
          "A product designer owns the whole problem: who the user is, what flow solves their need, how success is measured and what ships. A UI designer focuses on the visual layer and the component system. If you need one person to take a feature from a vague brief to shipped screens, this is the role.",
      },
      {
        question: "How do you vet product designers?",
        answer:
          "Candidates present one case study end to end and we push on the trade-offs: what they cut, what the data said, what they would do differently. Then they do a live design challenge with a product manager from our team. Roughly 3% of applicants make it through.",
      },
      {
        question: "How fast can we meet product designers?",
        answer: `Within ${duration.shortlist} we send 3-5 product designers matched to your domain and platform, for example B2B SaaS dashboards, consumer mobile or marketplaces. Most clients interview within the same week.`,
      },
      {
        question: "How do we evaluate a product designer in the trial?",
        answer: `Give them a real feature in the ${duration.trialBeforeNoun} paid trial, ideally one with open questions. You will see how they frame the problem, involve engineering and present options, not just the final screens. 90-96% of trials turn into long-term hires.`,
      },
      {
        question: "What does a senior product designer cost through LatamMatch?",
        answer:
          "{{employerSavings}} About 95% of our designers are still with their product team after six months, which keeps product context in the team.",
      },
    ],
    seoTitle: "Hire Product Designers from Latin America | LatamMatch",
    seoDescription: `Hire senior Latin American product designers who take features from problem to shipped UI. ${duration.shortlistBeforeNoun} shortlist, ${duration.trialBeforeNoun} paid trial, 40-65% savings on salary.`,
    opportunityExamples: [
      {
        title: "Senior Product Designer, B2B SaaS",
        type: "Full-Time",
        location: "Remote",
        rate: "$47/hour",
        stack: "Figma · Maze · Amplitude",
      },
      {
        title: "Product Designer, Marketplace Growth",
        type: "Full-Time",
        location: "Remote",
        rate: "$44/hour",
        stack: "Figma · Hotjar · Linear",
      },
      {
        title: "Product Designer, MVP Build",
        type: "Contract",
        location: "Remote",
        rate: "$40/hour",
        stack: "Figma · ProtoPie · Notion",
      },
    ],
  },
  "motion-3d": {
    description:
      "Motion and 3D designers bring products, brands and campaigns to life with animation: product explainers, UI micro-interactions, 3D product renders and social video. LatamMatch motion designers have delivered work for U.S. brands and agencies, and they cover the whole pipeline from storyboard and style frames to final render and export for web, app and social.",
    technologies: [
      "Adobe After Effects",
      "Adobe Premiere Pro",
      "Adobe Illustrator",
      "Adobe Photoshop",
      "Cinema 4D",
      "Blender",
      "Redshift",
      "Octane Render",
      "Houdini",
      "Substance 3D Painter",
      "Unreal Engine",
      "Spline",
      "Lottie",
      "Rive",
      "DaVinci Resolve",
      "Figma",
    ],
    responsibilities: [
      "Develop storyboards, style frames and animatics from creative briefs",
      "Animate explainer videos, product launches and social clips in After Effects",
      "Model, texture, light and render 3D products and scenes in Cinema 4D or Blender",
      "Create UI animations and micro-interactions delivered as Lottie or Rive files",
      "Prepare exports for every channel: web, app, paid social and presentations",
      "Manage project files, versions and feedback rounds to meet deadlines",
    ],
    requirements: [
      "3+ years of professional motion design or 3D work",
      "A reel showing 2D motion and 3D work, with your own contribution to each piece noted",
      "Expert After Effects plus Cinema 4D or Blender",
      "Experience with render engines such as Redshift, Octane or Cycles",
      "Strong sense of timing, easing, composition and typography in motion",
      "B2 English for briefs, feedback rounds and client calls",
    ],
    faqs: [
      {
        question: "How do you vet motion and 3D designers?",
        answer:
          "We review reels shot by shot and ask candidates to break down who did what, because group projects can hide a lot. Shortlisted designers then animate a short brief from provided assets, and we review the project file as well as the render. About 3% of applicants pass.",
      },
      {
        question: "Do we need a 2D motion designer or a 3D artist?",
        answer:
          "If you need explainers, social clips and UI animation, a 2D motion designer working in After Effects and Lottie is usually the right fit. For product renders, packaging shots or 3D scenes, look for Cinema 4D or Blender depth. Many of our candidates do both; tell us your mix and we match it.",
      },
      {
        question: "Who provides software licenses and render hardware?",
        answer:
          "We agree on it before the start date. Most clients supply licenses for their own tool stack; with our Comprehensive Staff Augmentation service we can also arrange and deliver the workstation, so heavy 3D renders do not depend on a personal laptop.",
      },
      {
        question: "How quickly can a motion designer start?",
        answer: `Within ${duration.shortlist} of your brief we send 3-5 reels that match your style and medium. The first project then runs as a ${duration.trialBeforeNoun} paid trial, long enough to deliver a short animation through a full feedback cycle, and 90-96% of trials continue.`,
      },
      {
        question: "What does motion design cost through LatamMatch?",
        answer:
          "{{employerSavings}} About 95% of our designers are still with the client after six months, so brand motion guidelines stay consistent across campaigns.",
      },
    ],
    seoTitle: "Hire Motion & 3D Designers from Latin America | LatamMatch",
    seoDescription: `Hire Latin American motion and 3D designers skilled in After Effects, Cinema 4D and Blender. Reel-vetted, ${duration.shortlistBeforeNoun} shortlist, ${duration.trialBeforeNoun} paid trial.`,
    opportunityExamples: [
      {
        title: "Motion Designer, Product Marketing",
        type: "Full-Time",
        location: "Remote",
        rate: "$40/hour",
        stack: "After Effects · Illustrator · Lottie",
      },
      {
        title: "3D Artist, Product Renders",
        type: "Contract",
        location: "Remote",
        rate: "$45/hour",
        stack: "Cinema 4D · Redshift · Substance 3D Painter",
      },
      {
        title: "Motion and UI Animation Designer",
        type: "Full-Time",
        location: "Remote",
        rate: "$37/hour",
        stack: "After Effects · Rive · Figma",
      },
    ],
  },
} satisfies StackDetails<DesignStackSlug>;
