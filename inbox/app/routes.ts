import { index, type RouteConfig, route } from "@react-router/dev/routes";

/**
 * The inbox's route table. Paths are written in full: the server sends /inbox and /inbox/* here
 * and everything else to the site. Pages are server-rendered only (never prerendered, not in
 * the sitemap).
 */
export default [
  route("inbox/login", "routes/inbox.login.tsx"),
  route("inbox/login/code", "routes/inbox.login.code.tsx"),
  route("inbox/password", "routes/inbox.password.tsx"),
  route("inbox/account", "routes/inbox.account.tsx"),
  route("inbox/logout", "routes/inbox.logout.ts"),
  route("inbox/privacy/export", "routes/inbox.privacy.export.ts"),
  route(
    "inbox/leads/candidate-applications/:id/resume",
    "routes/inbox.leads.candidate-applications.$id.resume.ts",
  ),
  route("inbox/candidates/:id/resumes/:resumeId", "routes/inbox.candidates.$id.resumes.$resumeId.ts"),
  route("inbox", "routes/inbox.tsx", [
    index("routes/inbox._index.tsx"),
    route("leads/:kind/:id", "routes/inbox.leads.$kind.$id.tsx"),
    route("users", "routes/inbox.users.tsx"),
    route("deliveries", "routes/inbox.deliveries.tsx"),
    route("bookings", "routes/inbox.bookings.tsx"),
    route("candidates", "routes/inbox.candidates.tsx"),
    route("candidates/export.csv", "routes/inbox.candidates.export[.]csv.ts"),
    route("candidates/:id", "routes/inbox.candidates.$id.tsx"),
    route("openings", "routes/inbox.openings.tsx"),
    route("openings/new", "routes/inbox.openings.new.tsx"),
    route("openings/:id", "routes/inbox.openings.$id.tsx"),
    route("openings/:id/preview", "routes/inbox.openings.$id.preview.tsx"),
    route("export.csv", "routes/inbox.export[.]csv.ts"),
    route("dashboard", "routes/inbox.dashboard.tsx"),
    route("audit", "routes/inbox.audit.tsx"),
    route("privacy", "routes/inbox.privacy.tsx"),
  ]),
  // Any other path under /inbox: 404, signed in or not.
  route("inbox/*", "routes/inbox.not-found.ts"),
] satisfies RouteConfig;
