import { SimplePage } from "~/components/sections/simple-page";
import { termsHero } from "~/content/legal";
import { pages } from "~/content/pages";
import { seo } from "~/lib/seo";

export const meta = () => seo(pages.terms);

export default function TermsPage() {
  return <SimplePage hero={termsHero} />;
}
