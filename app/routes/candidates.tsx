import { CandidatesLanding } from "~/components/sections/candidates/candidate-pages";
import { candidatesPageData } from "~/content/candidate-static-pages";
import { pages } from "~/content/pages";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/candidates";

export const loader = () => candidatesPageData();

export const meta = () => seo(pages.candidates);

export default function CandidatesPage({ loaderData }: Route.ComponentProps) {
  return <CandidatesLanding data={loaderData} />;
}
