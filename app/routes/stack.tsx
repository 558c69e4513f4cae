import { data } from "react-router";
import { CtaBand } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { findStack, formatSalaryRange, stackPath } from "~/content/categories";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/stack";

export function loader({ params }: Route.LoaderArgs) {
  const match = findStack(params.category, params.stack);
  if (!match) throw data(null, { status: 404 });
  return { categorySlug: match.category.slug, stackSlug: match.stack.slug };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const match = findStack(loaderData?.categorySlug, loaderData?.stackSlug);
  if (!match) return [];
  const { category, stack } = match;
  return seo({
    title: `Hire a Remote ${stack.name} from Latin America | LatamMatch`,
    description: `Pre-vetted LATAM ${stack.name.toLowerCase()} talent at ${formatSalaryRange(stack.salaryRange)}, shortlisted within 48 hours with a 2-week paid trial.`,
    path: stackPath(category, stack),
  });
}

export default function StackPage({ loaderData }: Route.ComponentProps) {
  const { stack } = findStack(loaderData.categorySlug, loaderData.stackSlug)!;
  return (
    <>
      <PageHero
        hero={{
          eyebrow: `Typical rate ${formatSalaryRange(stack.salaryRange)}`,
          title: `Hire a ${stack.name}`,
          description: `Pre-vetted ${stack.name.toLowerCase()} talent from Latin America, working in U.S. time zones. Meet 3-5 candidates within 48 hours.`,
          actions: [
            { label: "Hire Now", href: "/hiring-form" },
            { label: "Get Custom Quote", href: "/hiring-form", variant: "secondary" },
          ],
        }}
      />
      <CtaBand
        content={{
          title: `Start hiring your ${stack.name}`,
          description: "Tell us about the role and we will get back to you within 24 hours.",
          actions: [{ label: "Build Your Team", href: "/hiring-form" }],
        }}
      />
    </>
  );
}
