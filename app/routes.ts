import { type RouteConfig, route } from "@react-router/dev/routes";
import { TRANSLATED_LOCALES } from "./lib/i18n/locales";

/**
 * The candidate pages again under each translated locale's prefix ("/es/talent-apply"), same
 * modules. The other candidate pages are built by Astro in every locale (site/pages/[...locale]).
 */
const localizedCandidateRoutes = TRANSLATED_LOCALES.map((locale) =>
  route(`${locale}/talent-apply`, "routes/talent-apply.tsx", { id: `${locale}/talent-apply` }),
);

/**
 * The route table. Static paths are prerendered (see content/pages.ts); a path no route or Astro
 * page answers (an unknown category or stack slug too) gets the not-found page.
 */
export default [
  route("talent-apply", "routes/talent-apply.tsx"),
  ...localizedCandidateRoutes,
  route("industries/:industry", "routes/industry-redirect.tsx"),
  route("hiring-form", "routes/hiring-form.tsx"),
  route("book-a-call", "routes/book-a-call.tsx"),
  route("book-a-call/cancel", "routes/book-a-call.cancel.tsx"),
  route("book-a-call/reschedule", "routes/book-a-call.reschedule.tsx"),
  route("thank-you", "routes/thank-you.tsx"),
  route("api/hiring-requests", "routes/api.hiring-requests.ts"),
  route("api/candidate-applications", "routes/api.candidate-applications.ts"),
  route("api/resumes", "routes/api.resumes.ts"),
  route("api/subscriptions", "routes/api.subscriptions.ts"),
  route("api/estimate-requests", "routes/api.estimate-requests.ts"),
  route("api/form-token", "routes/api.form-token.ts"),
  route("api/storage/:bucket", "routes/api.storage.$bucket.ts"),
  route("api/booking-slots", "routes/api.booking-slots.ts"),
  route("api/bookings", "routes/api.bookings.ts"),
  route("api/booking-reschedules", "routes/api.booking-reschedules.ts"),
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
