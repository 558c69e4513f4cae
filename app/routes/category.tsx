import { data } from "react-router";
import { CategoryLanding } from "~/components/sections/candidates/category-landing";
import { buildCategoryPageData } from "~/content/candidate-page-data";
import { notFoundSearchData } from "~/features/site-search/search-index.server";
import { localeFromRequest } from "~/lib/i18n/locales";
import { audienceHandle } from "~/lib/page-audience";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/category";

// Runs at build time for the prerendered pages, keeping the content modules out of the bundle.
export function loader({ params, request }: Route.LoaderArgs) {
  const pageData = buildCategoryPageData(params.category, localeFromRequest(request));
  // An unknown slug gets the not-found page with its search, as an unknown path does.
  if (!pageData) throw data(notFoundSearchData(request), { status: 404 });
  return pageData;
}

export const handle = audienceHandle("both");

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return seo({ ...loaderData.page.seo, path: loaderData.category.path, locale: loaderData.locale });
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  return <CategoryLanding data={loaderData} />;
}
