import { type RouteConfig, route } from "@react-router/dev/routes";
import { TRANSLATED_LOCALES } from "./lib/i18n/locales";

/** The candidate pages again under each translated locale's prefix ("/es/talent"), same modules. */
const localizedCandidateRoutes = TRANSLATED_LOCALES.flatMap((locale) =>
  [
    ["talent", "routes/talent.tsx"],
    ["talent-apply", "routes/talent-apply.tsx"],
    ["ai-matching", "routes/ai-matching.tsx"],
    ["candidates", "routes/candidates.tsx"],
    ["candidates/:category", "routes/category.tsx"],
    ["candidates/:category/:stack", "routes/stack.tsx"],
  ].map(([path, file]) => route(`${locale}/${path}`, file as string, { id: `${locale}/${path}` })),
);

/**
 * The route table. Static paths are prerendered (see content/pages.ts); category and stack
 * routes are validated against content/categories.ts and answer 404 for unknown slugs.
 */
export default [
  route("talent", "routes/talent.tsx"),
  route("talent-apply", "routes/talent-apply.tsx"),
  route("ai-matching", "routes/ai-matching.tsx"),
  route("candidates", "routes/candidates.tsx"),
  route("candidates/:category", "routes/category.tsx"),
  route("candidates/:category/:stack", "routes/stack.tsx"),
  ...localizedCandidateRoutes,
  route("startups", "routes/startups.tsx"),
  route("saas", "routes/saas.tsx"),
  route("ecommerce", "routes/ecommerce.tsx"),
  route("industries/:industry", "routes/industry-redirect.tsx"),
  route("human-data-llm-training", "routes/human-data-llm-training.tsx"),
  route("clients", "routes/clients.tsx"),
  route("savings-calculator", "routes/savings-calculator.tsx"),
  route("pricing", "routes/pricing.tsx"),
  route("hiring-form", "routes/hiring-form.tsx"),
  route("book-a-call", "routes/book-a-call.tsx"),
  route("book-a-call/cancel", "routes/book-a-call.cancel.tsx"),
  route("book-a-call/reschedule", "routes/book-a-call.reschedule.tsx"),
  route("thank-you", "routes/thank-you.tsx"),
  route("api/hiring-requests", "routes/api.hiring-requests.ts"),
  route("api/candidate-applications", "routes/api.candidate-applications.ts"),
  route("api/subscriptions", "routes/api.subscriptions.ts"),
  route("api/estimate-requests", "routes/api.estimate-requests.ts"),
  route("api/form-token", "routes/api.form-token.ts"),
  route("api/storage/:bucket", "routes/api.storage.$bucket.ts"),
  route("api/booking-slots", "routes/api.booking-slots.ts"),
  route("api/bookings", "routes/api.bookings.ts"),
  route("api/booking-reschedules", "routes/api.booking-reschedules.ts"),
  route("unsubscribe", "routes/unsubscribe.tsx"),
  route("subscriptions/confirm", "routes/subscriptions.confirm.tsx"),
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
