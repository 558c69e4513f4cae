import { SimplePage } from "~/components/sections/simple-page";
import { servicesCta, staffingHero } from "~/content/company";
import { pages } from "~/content/pages";
import { seo } from "~/lib/seo";

export const meta = () => seo(pages.staffing);

export default function StaffingPage() {
  return <SimplePage hero={staffingHero} cta={servicesCta} />;
}
