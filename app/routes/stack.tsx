import { data } from "react-router";
import { StackLanding } from "~/components/sections/candidates/stack-landing";
import { buildStackPageData } from "~/content/candidate-page-data";
import { structuredDataText } from "~/content/localized-pages";
import { notFoundSearchData } from "~/features/site-search/search-index.server";
import { localeFromRequest, localizePath } from "~/lib/i18n/locales";
import { fill } from "~/lib/i18n/ui-text";
import { audienceHandle } from "~/lib/page-audience";
import { absoluteUrl, jsonLd, seo } from "~/lib/seo";
import type { Route } from "./+types/stack";

// Runs at build time for the prerendered pages, keeping stack-details out of the bundle.
export function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  const pageData = buildStackPageData(params.category, params.stack, locale);
  // An unknown slug gets the not-found page with its search, as an unknown path does.
  if (!pageData) throw data(notFoundSearchData(request), { status: 404 });
  return { ...pageData, structuredData: structuredDataText[locale] };
}

export const handle = audienceHandle("both");

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { stack, category, detail, locale, structuredData: words } = loaderData;
  const crumbs = [
    { name: words.home, path: "/" },
    { name: words.candidates, path: "/candidates" },
    { name: category.name, path: category.path },
    { name: stack.name, path: stack.path },
  ].map((crumb) => ({ ...crumb, path: localizePath(crumb.path, locale) }));
  return [
    ...seo({ title: detail.seoTitle, description: detail.seoDescription, path: stack.path, locale }),
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
      occupationLocation: { "@type": "Place", name: words.location },
      estimatedSalary: {
        "@type": "MonetaryAmountDistribution",
        name: fill(words.typicalRate, { range: stack.range }),
        currency: "USD",
        unitText: "HOUR",
        minValue: stack.min,
        maxValue: stack.max,
      },
      url: absoluteUrl(localizePath(stack.path, locale)),
    }),
  ];
}

export default function StackPage({ loaderData }: Route.ComponentProps) {
  return <StackLanding data={loaderData} />;
}
