import { type RouteConfig, route } from "@react-router/dev/routes";

/**
 * The route table. Static paths are prerendered (see content/pages.ts). A path no route, Astro
 * page or server route answers (an unknown category or stack slug too) gets the not-found page
 * Astro renders on request (site/pages/[...notFound].astro), and `/industries/<slug>` is
 * redirected by the server (server/industry-redirect.ts).
 */
export default [
  route("api/hiring-requests", "routes/api.hiring-requests.ts"),
  route("api/candidate-applications", "routes/api.candidate-applications.ts"),
  route("api/resumes", "routes/api.resumes.ts"),
  route("api/subscriptions", "routes/api.subscriptions.ts"),
  route("api/job-alerts", "routes/api.job-alerts.ts"),
  route("api/estimate-requests", "routes/api.estimate-requests.ts"),
  route("api/form-token", "routes/api.form-token.ts"),
  route("api/storage/:bucket", "routes/api.storage.$bucket.ts"),
  route("api/booking-slots", "routes/api.booking-slots.ts"),
  route("api/bookings", "routes/api.bookings.ts"),
  route("api/booking-reschedules", "routes/api.booking-reschedules.ts"),
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
] satisfies RouteConfig;
