import { SimplePage } from "~/components/sections/simple-page";
import { pages } from "~/content/pages";
import { candidatesCta, candidatesHero } from "~/content/talent";
import { seo } from "~/lib/seo";

export const meta = () => seo(pages.candidates);

export default function CandidatesPage() {
  return <SimplePage hero={candidatesHero} cta={candidatesCta} />;
}
