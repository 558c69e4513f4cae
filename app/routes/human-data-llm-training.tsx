import { SimplePage } from "~/components/sections/simple-page";
import { llmTrainingHero } from "~/content/company";
import { pages } from "~/content/pages";
import { seo } from "~/lib/seo";

export const meta = () => seo(pages.llmTraining);

export default function LlmTrainingPage() {
  return <SimplePage hero={llmTrainingHero} />;
}
