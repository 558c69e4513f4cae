import { SimplePage } from "~/components/sections/simple-page";
import { privacyHero } from "~/content/legal";
import { pages } from "~/content/pages";
import { seo } from "~/lib/seo";

export const meta = () => seo(pages.privacy);

export default function PrivacyPage() {
  return <SimplePage hero={privacyHero} />;
}
