import { renderToStaticMarkup } from "react-dom/server";
import type { AboutPageContent } from "~/components/sections/company/about-page";
import { LatamMap } from "~/components/sections/hero-visuals/latam-map";
import { CountryFlag } from "~/components/ui/country-flag";
import {
  aboutCompanyFacts,
  aboutCountries,
  aboutCta,
  aboutHero,
  aboutHowWeWork,
  aboutPartners,
  aboutVetting,
  aboutWhoWeAre,
} from "~/content/about";
import { iconMarkup } from "~/content/company-icons.server";
import { heroVisualText } from "~/content/hero-visuals";
import { latamMapData } from "~/content/latam-map";

/**
 * The /about page's content, assembled at build time. The map, the flags and the icons are
 * drawn here as markup, as the page component takes them.
 */
export function aboutPageContent(): AboutPageContent {
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
    companyFacts: aboutCompanyFacts,
    countries: aboutCountries,
    partners: aboutPartners,
    howWeWork: aboutHowWeWork,
    cta: aboutCta,
  };
  return content;
}
