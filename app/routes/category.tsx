import { data, Link } from "react-router";
import { CtaBand } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { categoryPath, findCategory, formatSalaryRange, stackPath } from "~/content/categories";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/category";

export function loader({ params }: Route.LoaderArgs) {
  const category = findCategory(params.category);
  if (!category) throw data(null, { status: 404 });
  return { slug: category.slug };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const category = findCategory(loaderData?.slug);
  if (!category) return [];
  return seo({
    title: `Hire Remote ${category.name} from Latin America | LatamMatch`,
    description: `${category.tagline} Pre-vetted ${category.roleNoun}s from Latin America, shortlisted in 48 hours.`,
    path: categoryPath(category),
  });
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const category = findCategory(loaderData.slug)!;
  return (
    <>
      <PageHero
        hero={{
          eyebrow: `LATAM ${category.name}`,
          title: `Hire pre-vetted ${category.name.toLowerCase()} from Latin America`,
          description: category.tagline,
          actions: [
            { label: "Build Your Team", href: "/hiring-form" },
            { label: "I'm a Candidate", opens: "apply-modal", variant: "secondary" },
          ],
        }}
      />
      <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 className="text-3xl font-bold tracking-tight">Specializations</h2>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {category.stacks.map((stack) => (
            <li key={stack.slug}>
              <Link
                to={stackPath(category, stack)}
                className="block h-full rounded-xl border p-5 transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-ring"
              >
                <span className="block text-lg font-semibold">{stack.name}</span>
                <span className="mt-1 block text-sm text-muted-foreground">
                  Typical rate {formatSalaryRange(stack.salaryRange)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <CtaBand
        content={{
          title: `Meet your next ${category.roleNoun} in 48 hours`,
          description: "Share the role and review 3-5 pre-screened candidates within 48 hours.",
          actions: [{ label: "Build Your Team", href: "/hiring-form" }],
        }}
      />
    </>
  );
}
