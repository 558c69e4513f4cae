import type { categories } from "../categories";
import { stackFaqDurations } from "./faq-durations";
import type { StackDetails } from "./types";

/** The durations the FAQ answers and search descriptions state, from durations.ts. */
const duration = stackFaqDurations("en");

type DeveloperStackSlug = Extract<
  (typeof categories)[number],
  { slug: "developers" }
>["stacks"][number]["slug"];

export const developerStackDetails = {
  "full-stack": {
    description:
      "A full-stack developer owns a feature end to end: the React screen, the API behind it, the database migration and the deploy. For a U.S. product team that means fewer hand-offs and one engineer who can take a ticket from spec to production. LatamMatch full-stack candidates have shipped TypeScript products to real users and are tested live on both client and server code, including the tests and pull request write-ups your reviewers expect.",
    technologies: [
      "TypeScript",
      "React",
      "Next.js",
      "Node.js",
      "Express",
      "NestJS",
      "Python",
      "Django",
      "PostgreSQL",
      "MongoDB",
      "Redis",
      "Prisma",
      "GraphQL",
      "Docker",
      "AWS",
      "Vercel",
      "Tailwind CSS",
      "Jest",
      "Playwright",
      "GitHub Actions",
    ],
    responsibilities: [
      "Build features end to end across React front ends, Node.js or Python APIs and relational databases",
      "Design database schemas and write migrations that ship without downtime",
      "Integrate third-party services such as payments, authentication and email through well-tested adapters",
      "Write unit, integration and end-to-end tests and keep the CI pipeline green",
      "Review pull requests and pair with teammates on both client and server code",
      "Watch releases in production and fix regressions surfaced by logs and error tracking",
    ],
    requirements: [
      "4+ years building production web applications, with at least 2 years working on both front end and back end",
      "Strong TypeScript or JavaScript, React, and one server framework such as Express, NestJS, Next.js or Django",
      "Comfortable with SQL: joins, indexes, transactions and reading a query plan",
      "Experience deploying to AWS, GCP, Vercel or a similar platform with Docker and CI/CD",
      "Upper-intermediate (B2) English or better, spoken and written, for standups and design discussions",
      "A habit of writing tests and clear pull request descriptions",
    ],
    faqs: [
      {
        question: "How do you test full-stack skills during vetting?",
        answer:
          "Candidates build a small feature live: a React view, the API endpoint behind it and the schema change it needs, then walk one of our engineers through their trade-offs in English. Only about 3% of applicants clear every step, so each profile you see has already shown it can work on both sides of the stack.",
      },
      {
        question: "How fast can I start interviewing full-stack developers?",
        answer: `Send us the role, your stack and the seniority you need, and we deliver a shortlist of 3-5 pre-screened full-stack developers within ${duration.shortlist}. Most teams run interviews the same week and sign a contract ${duration.hire} after the shortlist.`,
      },
      {
        question: "Can we try a full-stack developer before committing?",
        answer: `Yes. Every placement starts with a ${duration.trialBeforeNoun} paid trial on your real codebase, so you can watch the developer take a feature from ticket to deploy before deciding. Between 90% and 96% of these trials turn into long-term engagements.`,
      },
      {
        question: "Which time zones do your full-stack developers work in?",
        answer:
          "Most live in Argentina, Uruguay or Brazil (UTC-3) or in Colombia, Ecuador or Peru (UTC-5). That puts them between zero and two hours from U.S. Eastern time, so they share the working day with East Coast and Central teams and still overlap several hours with the West Coast.",
      },
      {
        question: "How much does a full-stack developer cost compared with a U.S. hire?",
        answer: "{{employerSavings}} About 95% of our developers are still with their client six months in.",
      },
    ],
    seoTitle: "Hire Full-Stack Developers from Latin America | LatamMatch",
    seoDescription: `Hire pre-vetted Latin American full-stack developers (React, Node.js, PostgreSQL). Shortlist in ${duration.shortlist}, ${duration.trialBeforeNoun} paid trial, 40-65% savings on salary.`,
    opportunityExamples: [
      {
        title: "Senior Full-Stack Engineer (SaaS Platform)",
        type: "Full-Time",
        location: "Remote",
        rate: "$47/hour",
        stack: "TypeScript · Next.js · Node.js · PostgreSQL",
      },
      {
        title: "Full-Stack Developer, Customer Portal",
        type: "Contract",
        location: "Remote",
        rate: "$41/hour",
        stack: "React · Django · PostgreSQL · AWS",
      },
      {
        title: "Full-Stack Engineer, Payments Team",
        type: "Full-Time",
        location: "Remote",
        rate: "$45/hour",
        stack: "React · NestJS · Redis · GraphQL",
      },
    ],
  },
  backend: {
    description:
      "Backend developers design the APIs, data models and background jobs that the rest of your product depends on. LatamMatch backend candidates have run services in production under real traffic, can explain their choices on consistency, caching and failure handling, and are vetted in the language your team already uses, whether that is Node.js, Python, Go or Java.",
    technologies: [
      "Node.js",
      "TypeScript",
      "Python",
      "Django",
      "FastAPI",
      "Go",
      "Java",
      "Spring Boot",
      "PostgreSQL",
      "MySQL",
      "Redis",
      "Kafka",
      "RabbitMQ",
      "GraphQL",
      "gRPC",
      "Docker",
      "Kubernetes",
      "AWS",
      "Terraform",
      "OpenTelemetry",
    ],
    responsibilities: [
      "Design and build REST, GraphQL or gRPC APIs with versioning, pagination and clear error contracts",
      "Model data in PostgreSQL or MySQL and tune slow queries with indexes and query plans",
      "Build background workers and event-driven flows on Kafka, RabbitMQ or SQS",
      "Add caching, rate limiting and idempotency where traffic and retries demand them",
      "Instrument services with structured logs, metrics and traces, and take part in on-call",
      "Ship safely with integration tests against real databases, feature flags and backward-compatible migrations",
    ],
    requirements: [
      "5+ years of backend development, including services you have operated in production",
      "Deep knowledge of one server language (Node.js/TypeScript, Python, Go or Java) and its ecosystem",
      "Solid SQL and data modeling, including transactions, isolation levels and schema migrations",
      "Experience with message queues, caching and designing for retries and partial failure",
      "Working knowledge of Docker and at least one cloud provider (AWS, GCP or Azure)",
      "B2 English or higher, with the ability to write design documents and debate trade-offs",
    ],
    faqs: [
      {
        question: "What does the backend technical assessment cover?",
        answer:
          "Besides live coding, backend candidates work through a system design problem: an API that has to survive retries, concurrent writes and a slow downstream service. Reviewers score data modeling, failure handling and how clearly the trade-offs are explained in English. Roughly 3% of applicants make it through every stage.",
      },
      {
        question: "Can you match our exact language and framework?",
        answer: `Yes. Tell us whether you run Go microservices, a Django monolith or NestJS on Kubernetes, and the 3-5 backend developers we shortlist within ${duration.shortlist} are chosen for that stack rather than for generic backend experience.`,
      },
      {
        question: "How does the trial work for a backend hire?",
        answer: `The first ${duration.trial} are a paid trial on your own services. Most teams hand over a real ticket, such as a new endpoint or a slow query to fix, and judge from the pull requests and design notes. Between 90% and 96% of trials convert into long-term placements.`,
      },
      {
        question: "Will a backend developer in Latin America join our on-call rotation?",
        answer:
          "Many of our backend engineers have carried a pager before, and those in Argentina, Uruguay or Brazil start one to two hours ahead of U.S. Eastern time, so they can cover the early part of your day. On-call hours, response times and pay are agreed before the start date so they are part of the offer, not a surprise.",
      },
      {
        question: "How much can we save on a backend engineer?",
        answer:
          "{{employerSavings}} About 95% of our placements are still in the role after six months, so the savings are not lost to repeated hiring and onboarding.",
      },
    ],
    seoTitle: "Hire Backend Developers from Latin America | LatamMatch",
    seoDescription: `Hire senior Latin American backend developers in Node.js, Python, Go or Java. Vetted for system design, shortlisted in ${duration.shortlist}, ${duration.trialBeforeNoun} paid trial.`,
    opportunityExamples: [
      {
        title: "Senior Backend Engineer, Core API",
        type: "Full-Time",
        location: "Remote",
        rate: "$49/hour",
        stack: "Node.js · PostgreSQL · AWS",
      },
      {
        title: "Backend Developer, Data Ingestion",
        type: "Contract",
        location: "Remote",
        rate: "$47/hour",
        stack: "Python · FastAPI · Kafka · Redis",
      },
      {
        title: "Go Backend Engineer, Platform Services",
        type: "Full-Time",
        location: "Remote",
        rate: "$50/hour",
        stack: "Go · gRPC · Kubernetes · PostgreSQL",
      },
    ],
  },
  frontend: {
    description:
      "Frontend developers turn designs into fast, accessible interfaces that work on every screen and browser your customers use. LatamMatch frontend candidates write typed React, Vue or Angular code, care about Core Web Vitals and keyboard accessibility, and work from Figma files without needing every loading and error state spelled out.",
    technologies: [
      "TypeScript",
      "React",
      "Next.js",
      "Vue.js",
      "Nuxt",
      "Angular",
      "Redux Toolkit",
      "Zustand",
      "TanStack Query",
      "Tailwind CSS",
      "CSS Modules",
      "Storybook",
      "Vite",
      "Webpack",
      "Jest",
      "Testing Library",
      "Playwright",
      "Cypress",
      "Figma",
      "WCAG",
    ],
    responsibilities: [
      "Build responsive, accessible UI components from Figma designs and maintain them in a shared library",
      "Manage client state and server data with Redux Toolkit, Zustand or TanStack Query",
      "Improve Core Web Vitals through code splitting, image optimization and the right rendering strategy",
      "Write component and end-to-end tests with Testing Library, Playwright or Cypress",
      "Agree API contracts, loading states and error states with designers and backend developers",
      "Review pull requests and keep the codebase consistent with lint rules and conventions",
    ],
    requirements: [
      "3+ years building production interfaces with React, Vue or Angular",
      "Strong TypeScript, semantic HTML and modern CSS (Flexbox, Grid, custom properties)",
      "Practical accessibility knowledge: keyboard navigation, ARIA and WCAG 2.1 AA",
      "Experience profiling performance with browser dev tools and Lighthouse",
      "Comfortable turning Figma files into accurate, responsive layouts",
      "B2 English or better for design reviews and async written communication",
    ],
    faqs: [
      {
        question: "How do you assess frontend developers?",
        answer:
          "Candidates rebuild a screen from a Figma file against the clock, and we review the result for accessibility, responsive behavior and component structure, not just visual match. A live session in English then covers state management and performance. About 3 in every 100 applicants pass.",
      },
      {
        question: "Do you have React, Vue and Angular specialists?",
        answer: `Yes. Tell us your framework and version, plus anything specific such as Next.js App Router, Nuxt 3 or an Angular upgrade, and the shortlist of 3-5 frontend developers you receive within ${duration.shortlist} will already have production experience with it.`,
      },
      {
        question: "Will a frontend developer work directly with our designers?",
        answer:
          "That is part of what we screen for. Our frontend candidates are used to design critiques in English, leave comments in Figma, and raise missing states or accessibility issues before they become bugs. Most overlap fully with U.S. Eastern and Central hours.",
      },
      {
        question: "What does the trial period look like for a frontend role?",
        answer: `Each hire begins with a ${duration.trialBeforeNoun} paid trial, usually built around a real UI feature from your backlog, so you can judge code quality, attention to detail and how feedback is handled. 90-96% of trials end in a long-term engagement.`,
      },
      {
        question: "How much do companies save with a LatamMatch frontend developer?",
        answer: "{{employerSavings}}",
      },
    ],
    seoTitle: "Hire Frontend Developers from Latin America | LatamMatch",
    seoDescription: `Hire vetted Latin American frontend developers for React, Vue and Angular. Accessible, fast UIs. ${duration.shortlistBeforeNoun} shortlist and a ${duration.trialBeforeNoun} paid trial.`,
    opportunityExamples: [
      {
        title: "Senior Frontend Engineer, Design System",
        type: "Full-Time",
        location: "Remote",
        rate: "$45/hour",
        stack: "React · TypeScript · Storybook · Tailwind CSS",
      },
      {
        title: "Frontend Developer, E-commerce Storefront",
        type: "Contract",
        location: "Remote",
        rate: "$39/hour",
        stack: "Next.js · TanStack Query · Playwright",
      },
      {
        title: "Vue.js Developer, Analytics Dashboard",
        type: "Full-Time",
        location: "Remote",
        rate: "$42/hour",
        stack: "Vue.js · Nuxt · TypeScript · Vite",
      },
    ],
  },
  mobile: {
    description:
      "Mobile developers build and ship the iOS and Android apps your customers keep on their phones, from the first TestFlight build to store releases and crash monitoring. LatamMatch mobile candidates have published apps on the App Store and Google Play and are vetted in native Swift and Kotlin or in React Native and Flutter, depending on what your codebase uses.",
    technologies: [
      "Swift",
      "SwiftUI",
      "UIKit",
      "Kotlin",
      "Jetpack Compose",
      "React Native",
      "Expo",
      "Flutter",
      "Dart",
      "TypeScript",
      "Xcode",
      "Android Studio",
      "Firebase",
      "Fastlane",
      "Bitrise",
      "App Store Connect",
      "Google Play Console",
      "Sentry",
      "GraphQL",
      "Detox",
    ],
    responsibilities: [
      "Build features for iOS and Android in native code or a cross-platform framework",
      "Implement offline storage, background sync and push notifications that behave reliably",
      "Manage releases through TestFlight, App Store Connect and the Google Play Console, including review feedback",
      "Automate builds, code signing and distribution with Fastlane, Bitrise or GitHub Actions",
      "Track crashes and performance with Crashlytics or Sentry and fix what affects the most users",
      "Apply platform conventions and accessibility guidelines together with product and design",
    ],
    requirements: [
      "3+ years of mobile development with at least one app live in a public store",
      "Deep experience in Swift/SwiftUI, Kotlin/Jetpack Compose, React Native or Flutter",
      "Understanding of mobile architecture patterns such as MVVM or Clean Architecture",
      "Experience consuming REST or GraphQL APIs, handling auth tokens and caching for offline use",
      "Familiarity with App Store and Google Play review guidelines and release processes",
      "B2 English or better for sprint ceremonies and written specs",
    ],
    faqs: [
      {
        question: "Do your mobile developers work native or cross-platform?",
        answer:
          "Both. Some candidates are native specialists in Swift and SwiftUI or Kotlin and Jetpack Compose; others lead React Native or Flutter apps shipped to both stores. We vet each person in the approach your app already uses so nobody learns your framework on your time.",
      },
      {
        question: "How do you verify a mobile developer's experience?",
        answer:
          "We ask for the apps candidates have shipped and check them in the stores, then run a live exercise on offline data, navigation and state handling, followed by a conversation in English about release and crash-triage habits. Only about 3% of applicants pass all of it.",
      },
      {
        question: "How soon can we meet mobile candidates?",
        answer: `Within ${duration.shortlist} of your brief we send 3-5 mobile developers who match your platform, framework and seniority. Interviews usually happen that same week.`,
      },
      {
        question: "What can we realistically evaluate in the trial?",
        answer: `The ${duration.trialBeforeNoun} paid trial is long enough to ship a small feature to an internal TestFlight or Play Store track, so you see code, tests and release discipline together. 90-96% of trials become long-term hires.`,
      },
      {
        question: "What do companies save on mobile development?",
        answer: "{{employerSavings}}",
      },
    ],
    seoTitle: "Hire Mobile Developers from Latin America | LatamMatch",
    seoDescription: `Hire Latin American iOS, Android, React Native and Flutter developers with apps in the stores. ${duration.shortlistBeforeNoun} shortlist, ${duration.trialBeforeNoun} paid trial.`,
    opportunityExamples: [
      {
        title: "Senior iOS Engineer, Consumer Fintech App",
        type: "Full-Time",
        location: "Remote",
        rate: "$45/hour",
        stack: "Swift · SwiftUI · Combine · Fastlane",
      },
      {
        title: "React Native Developer, Health App",
        type: "Contract",
        location: "Remote",
        rate: "$43/hour",
        stack: "React Native · Expo · TypeScript · Firebase",
      },
      {
        title: "Android Engineer, Logistics Driver App",
        type: "Full-Time",
        location: "Remote",
        rate: "$46/hour",
        stack: "Kotlin · Jetpack Compose · Room · GraphQL",
      },
    ],
  },
  devops: {
    description:
      "DevOps engineers build and run the infrastructure, pipelines and monitoring that let your developers ship several times a day without breaking production. LatamMatch DevOps candidates manage cloud infrastructure as code, operate Kubernetes clusters and have handled real incidents, so they bring both automation skills and calm on-call judgment.",
    technologies: [
      "AWS",
      "Google Cloud",
      "Azure",
      "Terraform",
      "Pulumi",
      "Kubernetes",
      "Helm",
      "Docker",
      "Argo CD",
      "GitHub Actions",
      "GitLab CI",
      "Jenkins",
      "Prometheus",
      "Grafana",
      "Datadog",
      "Ansible",
      "Linux",
      "Bash",
      "Python",
      "HashiCorp Vault",
    ],
    responsibilities: [
      "Define and maintain cloud infrastructure as code with Terraform or Pulumi",
      "Run Kubernetes clusters, including upgrades, autoscaling, networking and secrets",
      "Build CI/CD pipelines that test, scan and deploy every merge safely",
      "Set up monitoring, alerting and dashboards, and tune alerts so on-call stays sustainable",
      "Lead incident response and write blameless postmortems with concrete follow-ups",
      "Reduce cloud spend through rightsizing, reserved capacity and cleanup of unused resources",
      "Harden access control, secrets management and network policies together with security",
    ],
    requirements: [
      "5+ years in DevOps, SRE or platform engineering roles",
      "Production experience on AWS, GCP or Azure; a professional-level certification is a plus",
      "Strong Terraform or Pulumi and Kubernetes skills, including Helm or Kustomize",
      "Scripting in Bash and Python or Go, with solid Linux and networking fundamentals",
      "Experience running observability stacks such as Prometheus and Grafana or Datadog",
      "B2+ English, with clear written communication for runbooks and incident updates",
    ],
    faqs: [
      {
        question: "How do you vet DevOps engineers?",
        answer:
          "Candidates get a hands-on lab: a broken deployment with a failing Terraform plan and an unhealthy Kubernetes service to diagnose and fix while explaining their reasoning. They also walk us through a real incident they handled. Roughly 3% of applicants pass the full process.",
      },
      {
        question: "Can you match our cloud provider and tooling?",
        answer: `Yes. Tell us whether you run AWS with EKS, GCP with GKE or Azure, and which CI and observability tools you use. Within ${duration.shortlist} you get a shortlist of 3-5 DevOps engineers who have run that combination in production.`,
      },
      {
        question: "Can a DevOps engineer in Latin America cover part of our on-call?",
        answer:
          "It is a common setup. Engineers in Argentina, Uruguay and Brazil start their day before the U.S. East Coast does, which makes them a natural first responder for morning alerts. Rotation, escalation paths and on-call pay are agreed in writing before they start.",
      },
      {
        question: "What happens during the DevOps trial?",
        answer: `Placements begin with a ${duration.trialBeforeNoun} paid trial. Teams usually assign a contained infrastructure task, such as moving a service to Terraform or cleaning up noisy alerts, and review the pull requests and documentation. Between 90% and 96% of trials lead to a long-term hire.`,
      },
      {
        question: "How does the cost compare with a U.S. DevOps hire?",
        answer: "{{employerSavings}}",
      },
    ],
    seoTitle: "Hire DevOps Engineers from Latin America | LatamMatch",
    seoDescription: `Hire vetted Latin American DevOps engineers for AWS, Kubernetes and Terraform. Shortlist in ${duration.shortlist}, ${duration.trialBeforeNoun} paid trial, 40-65% savings on salary.`,
    opportunityExamples: [
      {
        title: "Senior DevOps Engineer, Kubernetes Platform",
        type: "Full-Time",
        location: "Remote",
        rate: "$53/hour",
        stack: "AWS · EKS · Terraform · Argo CD",
      },
      {
        title: "Site Reliability Engineer",
        type: "Full-Time",
        location: "Remote",
        rate: "$54/hour",
        stack: "GCP · Kubernetes · Prometheus · Grafana",
      },
      {
        title: "DevOps Engineer, CI/CD Modernization",
        type: "Contract",
        location: "Remote",
        rate: "$49/hour",
        stack: "GitHub Actions · Docker · Azure · Pulumi",
      },
    ],
  },
  "data-engineering": {
    description:
      "Data engineers build the pipelines and warehouses that turn raw product, billing and marketing data into tables your analysts and models can trust. LatamMatch data engineers have owned production pipelines on tools such as Airflow, dbt, Snowflake and Databricks, and they treat data quality, cost and lineage as part of the job rather than an afterthought.",
    technologies: [
      "Python",
      "SQL",
      "Apache Airflow",
      "Dagster",
      "dbt",
      "Snowflake",
      "BigQuery",
      "Amazon Redshift",
      "Databricks",
      "Apache Spark",
      "Kafka",
      "Fivetran",
      "Airbyte",
      "PostgreSQL",
      "AWS Glue",
      "Delta Lake",
      "Great Expectations",
      "Terraform",
      "Docker",
      "Looker",
    ],
    responsibilities: [
      "Build and maintain batch and streaming pipelines from product databases, SaaS tools and event streams",
      "Model warehouse data with dbt into clean, documented and tested tables",
      "Orchestrate jobs with Airflow or Dagster, with retries, backfills and alerting",
      "Add data quality checks and freshness monitoring so broken data is caught before it reaches dashboards",
      "Control warehouse cost and query performance with partitioning, clustering and incremental models",
      "Define sources of truth and data contracts with analysts, data scientists and product engineers",
    ],
    requirements: [
      "4+ years in data engineering or analytics engineering",
      "Expert SQL and strong Python",
      "Production experience with a cloud warehouse or lakehouse: Snowflake, BigQuery, Redshift or Databricks",
      "Hands-on with an orchestrator (Airflow, Dagster or Prefect) and with dbt",
      "Understanding of dimensional modeling, slowly changing dimensions and incremental loads",
      "B2 English or better for documenting models and working with business stakeholders",
    ],
    faqs: [
      {
        question: "How do you test data engineering skills?",
        answer:
          "Candidates receive a messy sample dataset with duplicates, late-arriving records and a schema change, and build a small pipeline with tests around it. In the review they explain modeling choices, how they would backfill and what they would monitor. About 3% of applicants get through every stage.",
      },
      {
        question: "Can you find someone who knows our warehouse?",
        answer: `Yes. Whether you run Snowflake with dbt and Fivetran, BigQuery with Dataform or a Databricks lakehouse, we build the shortlist around it. You receive 3-5 matching data engineers within ${duration.shortlist}.`,
      },
      {
        question: "What should we give a data engineer during the trial?",
        answer: `Use the ${duration.trialBeforeNoun} paid trial on something real but bounded: a new source to ingest, a flaky DAG to stabilize or a slow dbt model to make incremental. That shows how they handle your data and your reviewers. 90-96% of trials turn into long-term placements.`,
      },
      {
        question: "Do your data engineers overlap with U.S. business hours?",
        answer:
          "Yes. Many are based one to two hours ahead of U.S. Eastern time, so overnight pipeline failures are often investigated before your analysts log in, and the rest of the day overlaps with your team for reviews and planning.",
      },
      {
        question: "What does hiring a data engineer through LatamMatch save?",
        answer:
          "{{employerSavings}} With roughly 95% of placements still active after six months, the person who knows your lineage and quirks in the data tends to stay.",
      },
    ],
    seoTitle: "Hire Data Engineers from Latin America | LatamMatch",
    seoDescription: `Hire Latin American data engineers skilled in Airflow, dbt, Snowflake and Spark. Vetted on real pipelines, ${duration.shortlistBeforeNoun} shortlist, ${duration.trialBeforeNoun} paid trial.`,
    opportunityExamples: [
      {
        title: "Senior Data Engineer, Analytics Platform",
        type: "Full-Time",
        location: "Remote",
        rate: "$51/hour",
        stack: "Snowflake · dbt · Airflow · Python",
      },
      {
        title: "Data Engineer, Streaming Events",
        type: "Full-Time",
        location: "Remote",
        rate: "$52/hour",
        stack: "Kafka · Spark · Databricks · Delta Lake",
      },
      {
        title: "Analytics Engineer, Warehouse Migration",
        type: "Contract",
        location: "Remote",
        rate: "$46/hour",
        stack: "BigQuery · dbt · Fivetran · Looker",
      },
    ],
  },
  "qa-testing": {
    description:
      "QA and testing engineers protect your release quality by designing the test strategy, automating regression suites and catching defects before customers do. LatamMatch QA candidates combine exploratory testing instincts with real automation skills in Playwright, Cypress or Selenium, and they write bug reports developers can act on the first time.",
    technologies: [
      "Playwright",
      "Cypress",
      "Selenium",
      "WebdriverIO",
      "Appium",
      "Postman",
      "REST Assured",
      "k6",
      "JMeter",
      "Jest",
      "pytest",
      "TypeScript",
      "Java",
      "Python",
      "Cucumber",
      "TestRail",
      "Jira",
      "GitHub Actions",
      "BrowserStack",
    ],
    responsibilities: [
      "Write test plans and risk-based test strategies for new features and releases",
      "Build and maintain automated UI, API and regression suites in Playwright, Cypress or Selenium",
      "Run exploratory testing sessions and document defects with clear steps, evidence and severity",
      "Wire automated tests into CI so every pull request gets fast feedback",
      "Run performance and load tests with k6 or JMeter ahead of major launches",
      "Track escaped defects and flaky tests, and work with developers to reduce both",
    ],
    requirements: [
      "3+ years in QA, including at least 2 years writing test automation",
      "Programming ability in TypeScript/JavaScript, Java or Python",
      "Experience testing REST APIs with Postman or code-based frameworks",
      "Familiarity with Agile ceremonies, Jira and test management tools such as TestRail or Xray",
      "Experience testing across browsers and devices, including cloud device farms",
      "B2 English or better for precise bug reports and release sign-offs",
    ],
    faqs: [
      {
        question: "Are your QA engineers manual testers or automation engineers?",
        answer:
          "Both skills, in one person. Every QA candidate we place can run structured exploratory testing and also write maintainable automation in code. If you need a pure automation architect or someone focused on mobile device testing, say so in the brief and we shortlist for it.",
      },
      {
        question: "How does your vetting test QA ability?",
        answer:
          "We give candidates a small application seeded with bugs. They have to find and report as many as they can, then automate the most important regression scenarios and explain what they chose not to automate. Only about 3% of applicants pass.",
      },
      {
        question: "How quickly can a QA engineer join our release cycle?",
        answer: `You receive 3-5 QA profiles that fit your tools and product type within ${duration.shortlist}. Once you choose, a ${duration.trialBeforeNoun} paid trial starts, which usually covers at least one release so you can see the test plan, bug reports and automation in action.`,
      },
      {
        question: "Will the QA engineer be available when our developers are?",
        answer:
          "Yes. Our testers work from UTC-3 to UTC-5, inside or close to U.S. Eastern time, so a build merged in your morning can be tested the same day and bugs are reported while the developer still has context.",
      },
      {
        question: "What results do companies see with LatamMatch QA hires?",
        answer: "{{employerSavings}}",
      },
    ],
    seoTitle: "Hire QA & Test Automation Engineers from LATAM | LatamMatch",
    seoDescription: `Hire Latin American QA engineers skilled in Playwright, Cypress and Selenium. Manual and automated testing, ${duration.shortlistBeforeNoun} shortlist, ${duration.trialBeforeNoun} paid trial.`,
    opportunityExamples: [
      {
        title: "QA Automation Engineer, Web Platform",
        type: "Full-Time",
        location: "Remote",
        rate: "$36/hour",
        stack: "Playwright · TypeScript · GitHub Actions",
      },
      {
        title: "Senior SDET, API and Performance",
        type: "Full-Time",
        location: "Remote",
        rate: "$38/hour",
        stack: "REST Assured · Java · k6 · Jenkins",
      },
      {
        title: "Mobile QA Engineer",
        type: "Contract",
        location: "Remote",
        rate: "$32/hour",
        stack: "Appium · BrowserStack · TestRail",
      },
    ],
  },
} satisfies StackDetails<DeveloperStackSlug>;
