import { ArrowRightIcon, CheckIcon } from "lucide-react";
import { SiteLink } from "~/components/ui/site-link";
import type {
  aboutCompanyFacts,
  aboutCountries,
  aboutCta,
  aboutHero,
  aboutHowWeWork,
  aboutPartners,
  aboutVetting,
  aboutWhoWeAre,
} from "~/content/about";
import type { IconMarkup } from "~/content/company-icons.server";
import type { CountryCode } from "~/content/countries";
import { CtaBand } from "../cta-band";
import { PageHero } from "../page-hero";
import { Section } from "../section";
import { IntroHeading, StatTiles } from "./section-parts";

export interface AboutPageContent {
  hero: typeof aboutHero;
  /** The partners' icons, drawn on the server (content/company-icons.server.ts). */
  partnerIcons: IconMarkup;
  /** The hero's map (hero-visuals/latam-map.tsx) and the countries' flags, drawn by the loader. */
  mapMarkup: string;
  flagMarkup: Partial<Record<CountryCode, string>>;
  whoWeAre: typeof aboutWhoWeAre;
  vetting: typeof aboutVetting;
  companyFacts: typeof aboutCompanyFacts;
  countries: typeof aboutCountries;
  partners: typeof aboutPartners;
  howWeWork: typeof aboutHowWeWork;
  cta: typeof aboutCta;
}

/**
 * Decorative markup drawn on the server from our own components (the map, the flags, the icons),
 * shown as it is: by default with no box of its own. The page imports none of those components,
 * whose chunks it would share with other pages (CompanyIcon's holds the industry pages' code).
 */
function StaticMarkup({
  markup,
  block = false,
  className = "contents",
}: {
  markup: string | undefined;
  block?: boolean;
  className?: string;
}) {
  const Element = block ? "div" : "span";
  return (
    <Element
      aria-hidden="true"
      className={className}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by the route's loader from our own components and content
      dangerouslySetInnerHTML={{ __html: markup ?? "" }}
    />
  );
}

/** /about: who we are, the four vetting steps, the countries, the local partners, how we work. */
export function AboutPage({ content }: { content: AboutPageContent }) {
  const { whoWeAre, vetting, countries, partners, howWeWork, partnerIcons, companyFacts } = content;
  return (
    <>
      <PageHero hero={content.hero} visual={<StaticMarkup markup={content.mapMarkup} block />} />
      <Section aria-labelledby="about-who-title">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-16">
          <div>
            <IntroHeading intro={whoWeAre} align="left" id="about-who-title" />
            {whoWeAre.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-4 max-w-3xl text-lg text-muted-foreground">
                {paragraph}
              </p>
            ))}
          </div>
          <div className="self-start rounded-2xl border bg-card p-6 shadow-sm">
            <p className="text-4xl font-extrabold tracking-tight tabular-nums">
              {whoWeAre.categories.stat.value}
            </p>
            <p className="mt-1 font-semibold">{whoWeAre.categories.stat.label}</p>
            <p className="text-sm text-muted-foreground">{whoWeAre.categories.stat.description}</p>
            <ul className="mt-5 flex flex-wrap gap-2">
              {whoWeAre.categories.names.map((name) => (
                <li
                  key={name}
                  className="rounded-full bg-primary-soft px-3 py-1 text-sm font-medium text-primary"
                >
                  {name}
                </li>
              ))}
            </ul>
          </div>
        </div>
        <StatTiles stats={whoWeAre.stats} label={whoWeAre.statsLabel} className="mt-12" />
        <p className="mt-3 text-sm text-muted-foreground">{whoWeAre.asOf}</p>
        <h3 className="mt-12 text-lg font-semibold">{companyFacts.title}</h3>
        <dl className="mt-4 grid gap-x-8 gap-y-4 sm:grid-cols-2">
          {companyFacts.items.map((fact) => (
            <div key={fact.label}>
              <dt className="text-sm font-semibold">{fact.label}</dt>
              <dd className="mt-1 text-muted-foreground">
                {fact.value}
                {fact.example ? (
                  <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                    {companyFacts.exampleMark}
                  </span>
                ) : null}
              </dd>
            </div>
          ))}
        </dl>
        {companyFacts.items.some((fact) => fact.example) ? (
          <p className="mt-3 text-sm text-muted-foreground">{companyFacts.exampleNote}</p>
        ) : null}
      </Section>

      <Section tone="muted" aria-labelledby="about-vetting-title">
        <IntroHeading intro={vetting} id="about-vetting-title" />
        <ol className="mt-10 grid gap-6 sm:mt-12 sm:grid-cols-2 lg:grid-cols-4">
          {vetting.steps.map((step, index) => (
            <li key={step.title} className="flex flex-col rounded-2xl border bg-background p-6">
              <span
                aria-hidden="true"
                className="inline-flex size-10 items-center justify-center rounded-full bg-primary text-lg font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
              <p className="mt-2 text-muted-foreground">{step.description}</p>
            </li>
          ))}
        </ol>
        <StatTiles stats={vetting.funnel} label={vetting.funnelLabel} className="mt-10" />
        <p className="mx-auto mt-8 max-w-3xl text-center text-muted-foreground">{vetting.passRate}</p>
      </Section>

      <Section aria-labelledby="about-countries-title">
        <IntroHeading intro={countries} id="about-countries-title" />
        <ul className="mt-10 grid grid-cols-2 gap-3 sm:mt-12 sm:grid-cols-3 lg:grid-cols-4">
          {countries.countries.map((country) => (
            <li
              key={country.code}
              className="flex min-h-16 items-center gap-3 rounded-xl border bg-card px-4 py-3"
              data-country={country.code}
            >
              <StaticMarkup markup={content.flagMarkup[country.code]} />
              <span className="min-w-0">
                <span className="block font-semibold break-words">{country.name}</span>
                {country.pool ? (
                  <span className="block text-xs text-muted-foreground">
                    <span className="font-semibold text-foreground tabular-nums">{country.pool}</span>{" "}
                    {countries.poolLabel}
                  </span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
        <p className="mx-auto mt-6 max-w-3xl text-center text-sm text-muted-foreground">
          {countries.poolNote}
        </p>
      </Section>

      <Section tone="muted" aria-labelledby="about-partners-title">
        <IntroHeading intro={partners} id="about-partners-title" />
        <ul className="mt-10 grid gap-6 sm:mt-12 sm:grid-cols-2 lg:grid-cols-3">
          {partners.items.map((item) => (
            <li key={item.title} className="flex gap-4 rounded-2xl border bg-background p-6">
              <StaticMarkup
                markup={partnerIcons[item.icon]}
                className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary"
              />
              <div>
                <h3 className="font-semibold">{item.title}</h3>
                <p className="mt-1 text-muted-foreground">{item.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="how-we-work" aria-labelledby="about-how-title" className="scroll-mt-20">
        <IntroHeading intro={howWeWork} id="about-how-title" />
        <ul className="mt-10 grid gap-6 sm:mt-12 lg:grid-cols-2">
          {howWeWork.services.map((service) => (
            <li key={service.name} className="flex flex-col rounded-3xl border bg-card p-6 shadow-sm sm:p-8">
              <h3 className="text-xl font-bold tracking-tight">{service.name}</h3>
              <p className="mt-2 text-muted-foreground">{service.summary}</p>
              <ul className="mt-5 flex-1 space-y-3">
                {service.points.map((point) => (
                  <li key={point} className="flex gap-3">
                    <CheckIcon className="mt-1 size-4 shrink-0 text-accent" aria-hidden="true" />
                    <span>{point}</span>
                  </li>
                ))}
              </ul>
              <SiteLink
                href={service.link.href}
                className="mt-6 inline-flex items-center gap-2 self-start font-semibold text-primary underline-offset-4 hover:underline"
              >
                {service.link.label}
                <ArrowRightIcon className="size-4" aria-hidden="true" />
              </SiteLink>
            </li>
          ))}
        </ul>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {howWeWork.principles.map((principle) => (
            <li key={principle.title}>
              <h3 className="font-semibold">{principle.title}</h3>
              <p className="mt-1 text-muted-foreground">{principle.description}</p>
            </li>
          ))}
        </ul>
        <ul className="mt-10 flex flex-wrap gap-x-8 gap-y-3">
          {howWeWork.links.map((link) => (
            <li key={link.href}>
              <SiteLink
                href={link.href}
                className="inline-flex items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline"
              >
                {link.label}
                <ArrowRightIcon className="size-4" aria-hidden="true" />
              </SiteLink>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand content={content.cta} />
    </>
  );
}
