import { AiMatchingLanding } from "~/components/sections/candidates/candidate-pages";
import { aiMatchingPageData } from "~/content/candidate-static-pages";
import { pages } from "~/content/pages";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/ai-matching";

export const loader = () => aiMatchingPageData();

export const meta = () => seo(pages.aiMatching);

export default function AiMatchingPage({ loaderData }: Route.ComponentProps) {
  return <AiMatchingLanding data={loaderData} />;
}
