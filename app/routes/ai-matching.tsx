import { SimplePage } from "~/components/sections/simple-page";
import { pages } from "~/content/pages";
import { aiMatchingCta, aiMatchingHero } from "~/content/talent";
import { seo } from "~/lib/seo";

export const meta = () => seo(pages.aiMatching);

export default function AiMatchingPage() {
  return <SimplePage hero={aiMatchingHero} cta={aiMatchingCta} />;
}
