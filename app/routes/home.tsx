import { SimplePage } from "~/components/sections/simple-page";
import { homeCta, homeHero } from "~/content/home";
import { pages } from "~/content/pages";
import { seo } from "~/lib/seo";

export const meta = () => seo(pages.home);

export default function HomePage() {
  return <SimplePage hero={homeHero} cta={homeCta} />;
}
