import { IndustryPage } from "~/components/sections/industry-page";
import { industryPages } from "~/content/industry-pages";
import { pages } from "~/content/pages";
import { seo } from "~/lib/seo";

export const meta = () => seo(pages.ecommerce);

export default function EcommercePage() {
  return <IndustryPage content={industryPages.ecommerce} />;
}
