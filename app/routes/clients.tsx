import { SimplePage } from "~/components/sections/simple-page";
import { clientsCta, clientsHero } from "~/content/company";
import { pages } from "~/content/pages";
import { seo } from "~/lib/seo";

export const meta = () => seo(pages.clients);

export default function ClientsPage() {
  return <SimplePage hero={clientsHero} cta={clientsCta} />;
}
