import { SimplePage } from "~/components/sections/simple-page";
import { headhuntingHero, servicesCta } from "~/content/company";
import { pages } from "~/content/pages";
import { seo } from "~/lib/seo";

export const meta = () => seo(pages.headhunting);

export default function HeadhuntingPage() {
  return <SimplePage hero={headhuntingHero} cta={servicesCta} />;
}
