import { TalentLanding } from "~/components/sections/candidates/candidate-pages";
import { talentPageData } from "~/content/candidate-static-pages";
import { pages } from "~/content/pages";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/talent";

export const loader = () => talentPageData();

export const meta = () => seo(pages.talent);

export default function TalentPage({ loaderData }: Route.ComponentProps) {
  return <TalentLanding data={loaderData} />;
}
