// Import rules for app/, inbox/, site/, server/ and scripts/ (`npm run deps`, a step of `npm test`).
// Imports flow one way: ui primitives ← features ← page shell and sections ← pages, with content
// and lib below them all and server/ the composition root; the inbox (inbox/, an app of its own)
// and the site share that core and never import each other; no cycles; production code never
// loads tests.
// Layer rules count `import type` too; the rules about what may run where (browser bundle,
// production install) ignore it, as the compiler erases it.
// Every rule holds: a new import that breaks one is fixed, not excused.

/** Test code: specs, their helpers and the test runner's own modules. Tests may import anything. */
const TEST = [
  "^tests/",
  "[.](?:test|spec)[.](?:js|mjs|cjs|jsx|ts|mts|cts|tsx)$",
  "(?:^|/|[.])test-support[.](?:ts|tsx)$",
  "^server/db/test-databases[.]ts$",
  "^server/db/postgres-skip-reporter[.]ts$",
];

/** What `npm run build` and `npm start` execute: it never loads a test file. */
const SHIPPED = [
  "^app/",
  "^inbox/",
  "^server/",
  "^scripts/(?:start|run-command|build-server|precompress)[.]mjs$",
];

/** What runs in production, where only `dependencies` are installed. */
const PRODUCTION = ["^app/", "^inbox/app/", "^server/", "^scripts/(?:start|run-command)[.]mjs$"];

const UI = "^app/components/ui/";
const FEATURES = "^app/features/";
/** The page shell and sections: the React ones in app/ and the Astro components that place them. */
const SHELL = ["^app/components/(?:layout|sections)/", "^site/components/"];
/** The site's pages: Astro's pages and their layout (site/), which compose the shell and sections. */
const PAGES = ["^site/pages/", "^site/layouts/"];
const CONTENT = "^app/content/";
const LIB = "^app/lib/";
const SERVER = "^server/";

/** The inbox, the team's app beside the site (docs/inbox.md): its pages, their views, their logic. */
const INBOX = "^inbox/";
const INBOX_COMPONENTS = "^inbox/app/components/";
const INBOX_PAGES = [
  "^inbox/app/routes/",
  "^inbox/app/root[.]tsx$",
  "^inbox/app/routes[.]ts$",
  "^inbox/app/entry[.]server[.]tsx$",
];
/** The site: the pages Astro builds (site/) and the code they share with the inbox (app/). */
const SITE = ["^app/", "^site/"];

/**
 * The shared core the design gives a package of its own (database schema and client, lead store,
 * e-mails, outbox, lead-form descriptions, logging) still lives under server/; app code may use it
 * from server-only modules. The parts of the core the browser runs too, the form schemas
 * (app/content/forms) and the pricing and savings models (app/content/pricing-model.ts,
 * app/content/savings-model), live in app/content. server/load-context.ts is the request context:
 * the server fills it, the site's endpoints (server/endpoints), Astro's pages and the inbox's
 * loaders and actions read it.
 */
const SERVER_CORE = [
  "^server/db/",
  "^server/emails/",
  "^server/outbox/",
  "^server/lead-forms[.]ts$",
  "^server/logger[.]server[.]ts$",
  "^server/stream-document[.]server[.]tsx$",
];
const REQUEST_CONTEXT = "^server/load-context[.]ts$";

/** Modules that never reach the browser bundle (React Router keeps *.server.* out of it). */
const SERVER_ONLY = "[.]server[.](?:ts|tsx)$";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment:
        "Import cycle. Imports flow one way: move what both modules need into the lower one (or a new " +
        "module both import), or pass it in as a prop or argument. Lazy import() counts too.",
      from: {},
      to: { circular: true },
    },
    {
      name: "inbox-not-to-site-pages",
      severity: "error",
      comment:
        "The inbox is an app of its own beside the site. It shares the core (database, lead store, " +
        "outbox, e-mails, form schemas, content, ui primitives, lib, features) and never imports the " +
        "site's pages: its page shell and sections (app/components/layout, app/components/sections), " +
        "or the pages Astro builds (site/).",
      from: { path: INBOX, pathNot: TEST },
      to: { path: [...SHELL, ...PAGES, "^site/"] },
    },
    {
      name: "site-not-to-inbox",
      severity: "error",
      comment:
        "The site (app/, site/) never imports the inbox (inbox/): public pages must not load the " +
        "team's code. What both need belongs in the shared core (app/content, app/lib, app/features, " +
        "server/db …).",
      from: { path: SITE, pathNot: TEST },
      to: { path: INBOX },
    },
    {
      name: "inbox-views-not-to-server",
      severity: "error",
      comment:
        "The inbox's views (inbox/app/components) run in the browser too: they never import server " +
        "code (server/ or *.server.ts modules); the page's loader gets the data and passes it down. " +
        "A type-only import (the shape of that data) is erased and allowed.",
      from: { path: INBOX_COMPONENTS, pathNot: TEST },
      to: { path: [SERVER, SERVER_ONLY], dependencyTypesNot: ["type-only"] },
    },
    {
      name: "ui-primitives-stay-primitive",
      severity: "error",
      comment:
        "app/components/ui holds the primitives (button, field, dialog …) everything else builds on: " +
        "they take props and may use content and lib, never features, the page shell, sections, pages " +
        "or server code.",
      from: { path: UI, pathNot: TEST },
      to: { path: [FEATURES, ...SHELL, ...PAGES, SERVER, SERVER_ONLY] },
    },
    {
      name: "features-not-to-shell-or-pages",
      severity: "error",
      comment:
        "A feature (app/features/*) may use ui primitives, content, lib and other features, never the " +
        "page shell, sections or pages that place it: those pass it what it needs (props, callbacks).",
      from: { path: FEATURES, pathNot: TEST },
      to: { path: [...SHELL, ...PAGES] },
    },
    {
      name: "shell-and-sections-not-to-pages",
      severity: "error",
      comment:
        "The page shell and sections (app/components/layout, app/components/sections, site/components) " +
        "are composed by pages (site/pages, site/layouts); they never import a page.",
      from: { path: SHELL, pathNot: TEST },
      to: { path: PAGES },
    },
    {
      name: "sections-not-to-server",
      severity: "error",
      comment:
        "Components never import server code (server/ or *.server.ts modules): the page gets the data " +
        "and passes it down. A type-only import (the shape of that data) is erased and allowed.",
      from: { path: "^app/components/", pathNot: TEST },
      to: { path: [SERVER, SERVER_ONLY], dependencyTypesNot: ["type-only"] },
    },
    {
      name: "content-is-a-low-layer",
      severity: "error",
      comment:
        "app/content is data: copy, figures, option lists, their types, and what is computed from them " +
        "alone (the form schemas in app/content/forms, the pricing and savings models). It may use " +
        "lib's plain helpers (locales, formatting) and never features, components, pages or server " +
        "code. What a feature and its copy share (limits, option lists) belongs in content.",
      from: { path: CONTENT, pathNot: TEST },
      to: { path: [FEATURES, "^app/components/", ...PAGES, SERVER] },
    },
    {
      name: "lib-is-a-low-layer",
      severity: "error",
      comment:
        "app/lib holds helpers with no knowledge of the pages: never features, components, pages or " +
        "server code.",
      from: { path: LIB, pathNot: TEST },
      to: { path: [FEATURES, "^app/components/", ...PAGES, SERVER] },
    },
    {
      name: "lib-not-to-content",
      severity: "error",
      comment:
        "app/lib sits below app/content (content uses lib's locales and formatting). A helper that " +
        "needs content takes it as an argument, or lives in content or in the feature that uses it.",
      from: { path: LIB, pathNot: TEST },
      to: { path: CONTENT },
    },
    {
      name: "app-not-to-server-composition",
      severity: "error",
      comment:
        "server/ is the composition root: HTTP, start-up, environment, CLIs. App code gets the server's " +
        "services from the request context (server/load-context.ts) and may use the shared core that " +
        "still lives under server/ (db, emails, outbox, lead-forms, logger); nothing else in server/.",
      from: { path: ["^app/", INBOX], pathNot: TEST },
      to: { path: SERVER, pathNot: [...SERVER_CORE, REQUEST_CONTEXT] },
    },
    {
      name: "browser-code-not-to-server",
      severity: "error",
      comment:
        "Only server-only modules (*.server.ts, the inbox's entry.server.tsx) in app/ and inbox/ import server/ at " +
        "run time: anything else may end up in the browser bundle. Move the code into a *.server.ts " +
        "module. Type-only imports are erased and allowed; the request context key is read in loaders " +
        "only.",
      from: { path: ["^app/", INBOX], pathNot: [...TEST, SERVER_ONLY] },
      to: { path: SERVER, pathNot: REQUEST_CONTEXT, dependencyTypesNot: ["type-only"] },
    },
    {
      name: "server-core-not-to-app-above-content",
      severity: "error",
      comment:
        "The shared core under server/ (db, emails, outbox, lead-forms) sits below the app's features " +
        "and the inbox: it may use content and lib, and they call it, not the other way round.",
      from: { path: SERVER_CORE, pathNot: TEST },
      to: { path: [FEATURES, "^app/components/", ...PAGES, INBOX] },
    },
    {
      name: "server-not-to-pages",
      severity: "error",
      comment:
        "The server reaches pages only through the builds that render them (Astro's for the site, React " +
        "Router's for the inbox), never by importing a page or route module. The site's endpoints " +
        "(server/endpoints) are the server's own.",
      from: { path: SERVER, pathNot: TEST },
      to: { path: [...PAGES, ...INBOX_PAGES] },
    },
    {
      name: "not-to-scripts",
      severity: "error",
      comment: "scripts/ are commands run by hand or by npm scripts; app and server code never import them.",
      from: { path: ["^app/", INBOX, SERVER], pathNot: TEST },
      to: { path: "^scripts/" },
    },
    {
      name: "not-to-test",
      severity: "error",
      comment:
        "Code that the build or `npm start` runs never imports tests or test helpers (tests/, *.test.ts, " +
        "*.spec.ts, test-support, the test databases). Move what both need into a production module.",
      from: { path: SHIPPED, pathNot: TEST },
      to: { path: TEST },
    },
    {
      name: "not-to-unresolvable",
      severity: "error",
      comment:
        "This import does not resolve to a file. (React Router's generated ./+types/* modules are " +
        "resolved by TypeScript through tsconfig rootDirs and checked by `npm run typecheck`; " +
        "Astro's astro:* modules are virtual, provided by Astro's build.)",
      from: {},
      to: { couldNotResolve: true, pathNot: ["(?:^|/)[+]types/", "^astro:"] },
    },
    {
      name: "no-non-package-json",
      severity: "error",
      comment:
        "This package is not in package.json (it is only installed as another package's dependency): " +
        "add it, or import the package that is listed.",
      from: {},
      to: { dependencyTypes: ["npm-no-pkg", "npm-unknown"] },
    },
    {
      name: "not-to-dev-dep",
      severity: "error",
      comment:
        "Production installs only `dependencies`: code that runs there never imports a devDependency " +
        "at run time (type-only imports are erased). inbox/app/routes.ts is a route config, read by " +
        "the build; server/index.ts and server/inbox-dev.ts load Vite, and " +
        "server/astro-dev.ts Astro, only in development (see the next rule).",
      from: {
        path: PRODUCTION,
        pathNot: [...TEST, "^inbox/app/routes[.]ts$", "^server/(index|astro-dev|inbox-dev)[.]ts$"],
      },
      to: { dependencyTypes: ["npm-dev"], dependencyTypesNot: ["type-only"] },
    },
    {
      name: "not-to-dev-dep",
      severity: "error",
      comment:
        "server/index.ts and server/inbox-dev.ts import Vite, and server/astro-dev.ts Astro, only when " +
        "NODE_ENV=development (the dev middleware and Astro's dev server); any other devDependency is as " +
        "forbidden there as elsewhere in production code.",
      from: { path: "^server/(index|astro-dev|inbox-dev)[.]ts$" },
      to: {
        dependencyTypes: ["npm-dev"],
        dependencyTypesNot: ["type-only"],
        pathNot: "(?:^|/)node_modules/(vite|astro)/",
      },
    },
  ],
  options: {
    doNotFollow: { path: ["node_modules"] },
    // Types count: an `import type` couples modules (and can close a cycle) like any other import.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    // React Router's generated route types (typegen), checked by `npm run typecheck`.
    exclude: { path: "(?:^|/)[.]react-router/" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      mainFields: ["module", "main", "types", "typings"],
    },
    skipAnalysisNotInRules: true,
  },
};
