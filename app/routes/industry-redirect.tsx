import { data, redirect } from "react-router";
import { industryPageSlugs } from "~/content/industry-pages";
import type { Route } from "./+types/industry-redirect";

// /industries/<slug> is an alias: the canonical address of each industry page is /<slug>.
export function loader({ params }: Route.LoaderArgs) {
  const slug = industryPageSlugs.find((candidate) => candidate === params.industry);
  if (!slug) throw data(null, { status: 404 });
  return redirect(`/${slug}`, 301);
}

// Never rendered: the loader always redirects or answers 404 (shown by the root error boundary).
export default function IndustryRedirect() {
  return null;
}
