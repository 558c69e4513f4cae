import { renderToStaticMarkup } from "react-dom/server";
import { AboutPage, type AboutPageContent } from "~/components/sections/company/about-page";
import { LatamMap } from "~/components/sections/hero-visuals/latam-map";
import { CountryFlag } from "~/components/ui/country-flag";
import {
  aboutCountries,
  aboutCta,
  aboutHero,
  aboutHowWeWork,
  aboutPartners,
  aboutVetting,
  aboutWhoWeAre,
} from "~/content/about";
import { iconMarkup } from "~/content/company-icons.server";
import { aboutJsonLd } from "~/content/company-schema";
import { heroVisualText } from "~/content/hero-visuals";
import { latamMapData } from "~/content/latam-map";
import { pages } from "~/content/pages";
import { audienceHandle } from "~/lib/page-audience";
import { jsonLd, seo } from "~/lib/seo";
import type { Route } from "./+types/about";

// The copy is assembled here, at build time, and reaches the page as plain data. The map, the
// flags and the icons are drawn here too, as markup: the page ships none of their code, which it
// would otherwise share with other pages' chunks.
export function loader() {
  const content: AboutPageContent = {
    hero: aboutHero,
    partnerIcons: iconMarkup(aboutPartners.items.map((item) => item.icon)),
    mapMarkup: renderToStaticMarkup(
      <LatamMap map={latamMapData("en")} title={heroVisualText.en.countries} />,
    ),
    flagMarkup: Object.fromEntries(
      aboutCountries.countries.map((country) => [
        country.code,
        renderToStaticMarkup(<CountryFlag code={country.code} className="text-2xl" />),
      ]),
    ),
    whoWeAre: aboutWhoWeAre,
    vetting: aboutVetting,
    countries: aboutCountries,
    partners: aboutPartners,
    howWeWork: aboutHowWeWork,
    cta: aboutCta,
  };
  return { page: pages.about, content, structuredData: aboutJsonLd(pages.about) };
}

export const handle = audienceHandle("both");

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData ? [...seo(loaderData.page), jsonLd(loaderData.structuredData)] : [];

export default function About({ loaderData }: Route.ComponentProps) {
  return <AboutPage content={loaderData.content} />;
}
