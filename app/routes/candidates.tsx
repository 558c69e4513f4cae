import { CandidatesLanding } from "~/components/sections/candidates/candidate-pages";
import { candidatesPageData } from "~/content/candidate-static-pages";
import { localizedPageSeo } from "~/content/localized-pages";
import { pages } from "~/content/pages";
import { localeFromRequest } from "~/lib/i18n/locales";
import { audienceHandle } from "~/lib/page-audience";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/candidates";

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  // The page's text in its own language only: meta also runs in the browser.
  return {
    ...candidatesPageData(locale),
    seo: { ...localizedPageSeo[locale].candidates, path: pages.candidates.path },
  };
}

export const handle = audienceHandle("both");

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData ? seo({ ...loaderData.seo, locale: loaderData.locale }) : [];

export default function CandidatesPage({ loaderData }: Route.ComponentProps) {
  return <CandidatesLanding data={loaderData} />;
}
