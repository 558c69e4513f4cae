import { data } from "react-router";
import { StackLanding } from "~/components/sections/candidates/stack-landing";
import { buildStackPageData } from "~/content/candidate-page-data";
import { absoluteUrl, jsonLd, seo } from "~/lib/seo";
import type { Route } from "./+types/stack";

// Runs at build time for the prerendered pages, keeping stack-details out of the bundle.
export function loader({ params }: Route.LoaderArgs) {
  const pageData = buildStackPageData(params.category, params.stack);
  if (!pageData) throw data(null, { status: 404 });
  return pageData;
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { stack, category, detail } = loaderData;
  const crumbs = [
    { name: "Home", path: "/" },
    { name: "Candidates", path: "/candidates" },
    { name: category.name, path: category.path },
    { name: stack.name, path: stack.path },
  ];
  return [
    ...seo({ title: detail.seoTitle, description: detail.seoDescription, path: stack.path }),
    jsonLd({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: crumbs.map((crumb, index) => ({
        "@type": "ListItem",
        position: index + 1,
        name: crumb.name,
        item: absoluteUrl(crumb.path),
      })),
    }),
    jsonLd({
      "@context": "https://schema.org",
      "@type": "Occupation",
      name: stack.name,
      description: detail.description,
      skills: detail.technologies.join(", "),
      occupationLocation: { "@type": "Place", name: "Latin America (remote)" },
      estimatedSalary: {
        "@type": "MonetaryAmountDistribution",
        name: `Typical hourly rate: ${stack.range}`,
        currency: "USD",
        unitText: "HOUR",
        minValue: stack.min,
        maxValue: stack.max,
      },
      url: absoluteUrl(stack.path),
    }),
  ];
}

export default function StackPage({ loaderData }: Route.ComponentProps) {
  return <StackLanding data={loaderData} />;
}
