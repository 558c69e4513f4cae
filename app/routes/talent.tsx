import { TalentLanding } from "~/components/sections/candidates/candidate-pages";
import { talentPageData } from "~/content/candidate-static-pages";
import { localizedPageSeo } from "~/content/localized-pages";
import { pages } from "~/content/pages";
import { localeFromRequest } from "~/lib/i18n/locales";
import { audienceHandle } from "~/lib/page-audience";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/talent";

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  // The page's text in its own language only: meta also runs in the browser.
  return { ...talentPageData(locale), seo: { ...localizedPageSeo[locale].talent, path: pages.talent.path } };
}

export const handle = audienceHandle("candidates");

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData ? seo({ ...loaderData.seo, locale: loaderData.locale }) : [];

export default function TalentPage({ loaderData }: Route.ComponentProps) {
  return <TalentLanding data={loaderData} />;
}
