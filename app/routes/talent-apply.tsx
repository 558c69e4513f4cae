import { SimplePage } from "~/components/sections/simple-page";
import { pages } from "~/content/pages";
import { talentApplyHero } from "~/content/talent";
import { seo } from "~/lib/seo";

export const meta = () => seo(pages.talentApply);

export default function TalentApplyPage() {
  return <SimplePage hero={talentApplyHero} />;
}
