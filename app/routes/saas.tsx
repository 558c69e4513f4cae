import { IndustryPage } from "~/components/sections/industry-page";
import { industryPages } from "~/content/industry-pages";
import { pages } from "~/content/pages";
import { seo } from "~/lib/seo";

export const meta = () => seo(pages.saas);

export default function SaasPage() {
  return <IndustryPage content={industryPages.saas} />;
}
