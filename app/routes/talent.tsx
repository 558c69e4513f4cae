import { SimplePage } from "~/components/sections/simple-page";
import { pages } from "~/content/pages";
import { talentCta, talentHero } from "~/content/talent";
import { seo } from "~/lib/seo";

export const meta = () => seo(pages.talent);

export default function TalentPage() {
  return <SimplePage hero={talentHero} cta={talentCta} />;
}
