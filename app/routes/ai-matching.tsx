import { AiMatchingLanding } from "~/components/sections/candidates/candidate-pages";
import { aiMatchingPageData } from "~/content/candidate-static-pages";
import { localizedPageSeo } from "~/content/localized-pages";
import { pages } from "~/content/pages";
import { localeFromRequest } from "~/lib/i18n/locales";
import { audienceHandle } from "~/lib/page-audience";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/ai-matching";

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  // The page's text in its own language only: meta also runs in the browser.
  return {
    ...aiMatchingPageData(locale),
    seo: { ...localizedPageSeo[locale].aiMatching, path: pages.aiMatching.path },
  };
}

export const handle = audienceHandle("candidates");

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData ? seo({ ...loaderData.seo, locale: loaderData.locale }) : [];

export default function AiMatchingPage({ loaderData }: Route.ComponentProps) {
  return <AiMatchingLanding data={loaderData} />;
}
