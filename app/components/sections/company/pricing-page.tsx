import { ArrowRightIcon, CheckIcon, ShieldCheckIcon } from "lucide-react";
import { SiteLink } from "~/components/ui/site-link";
import type { FaqEntry, SectionIntro } from "~/content/company-shapes";
import type { ServicePricing } from "~/content/pricing";
import type { PriceRow } from "~/content/pricing-offers";
import type { CtaBandContent, HeroContent } from "~/content/types";
import { cn } from "~/lib/cn";
import { CtaBand } from "../cta-band";
import { FaqSection } from "../faq-section";
import { HeroVisualFrame, VisualCaption, VisualCard } from "../hero-visuals/hero-visual-frame";
import { PageHero } from "../page-hero";
import { Section } from "../section";
import { IntroHeading } from "./section-parts";

/** The worked example of the hero and the table's footnote, computed by the route from the model. */
export interface RateExample {
  role: string;
  hourlyText: string;
  hoursPerWeek: number;
  monthlyHoursText: string;
  monthlyText: string;
}

export interface PricingPageContent {
  hero: HeroContent;
  rateCard: {
    title: string;
    rateLabel: string;
    hoursLabel: string;
    hoursValue: string;
    priceLabel: string;
    note: string;
  };
  services: SectionIntro & { items: readonly ServicePricing[] };
  includes: SectionIntro & { payNote: string; items: readonly string[] };
  table: {
    eyebrow: string;
    title: string;
    description: string;
    formula: string;
    example: string;
    rateLabel: string;
    perHour: string;
    perMonth: string;
    variablePay: string;
    calculatorLinks: Record<string, string>;
    popularLabel: string;
    popularHours: number;
  };
  terms: SectionIntro & { items: readonly { title: string; description: string }[] };
  faq: { title: string; items: readonly FaqEntry[] };
  cta: CtaBandContent;
}

/** /pricing: both services and their fees, what the rate includes, package prices by family, terms. */
export function PricingPage({
  content,
  rows,
  example,
}: {
  content: PricingPageContent;
  rows: readonly PriceRow[];
  example: RateExample;
}) {
  const { table } = content;
  return (
    <>
      <PageHero hero={content.hero} visual={<RateCard card={content.rateCard} example={example} />} />
      <Section aria-labelledby="pricing-services-title">
        <IntroHeading intro={content.services} id="pricing-services-title" />
        <ul className="mt-12 grid gap-6 lg:grid-cols-2">
          {content.services.items.map((service) => (
            <li
              key={service.id}
              className="flex flex-col rounded-3xl border bg-card p-6 shadow-sm sm:p-8"
              data-testid={`service-${service.id}`}
            >
              <h3 className="text-xl font-bold tracking-tight">{service.name}</h3>
              <p className="mt-2 text-muted-foreground">{service.summary}</p>
              <p className="mt-6 inline-flex self-start rounded-full bg-primary-soft px-3 py-1 text-sm font-semibold text-primary">
                {service.model}
              </p>
              <ul className="mt-6 flex-1 space-y-3">
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
      </Section>

      <Section tone="muted" aria-labelledby="pricing-includes-title">
        <IntroHeading intro={content.includes} id="pricing-includes-title" />
        <ul className="mx-auto mt-10 flex max-w-4xl flex-wrap justify-center gap-3">
          {content.includes.items.map((item) => (
            <li
              key={item}
              className="inline-flex items-center gap-2 rounded-full border bg-background px-4 py-2 font-medium"
            >
              <CheckIcon className="size-4 text-accent" aria-hidden="true" />
              {item}
            </li>
          ))}
        </ul>
        <p className="mx-auto mt-8 max-w-3xl text-center text-muted-foreground">{content.includes.payNote}</p>
      </Section>

      <Section id="packages" aria-labelledby="pricing-table-title">
        <IntroHeading
          intro={{ eyebrow: table.eyebrow, title: table.title, description: table.description }}
          id="pricing-table-title"
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-2 xl:grid-cols-3" data-testid="price-table">
          {rows.map((row) => (
            <li
              key={row.slug}
              className="flex flex-col rounded-2xl border bg-card p-6 shadow-sm"
              data-family={row.slug}
            >
              <h3 className="text-lg font-semibold">{row.name}</h3>
              <p className="mt-1 text-sm text-muted-foreground">
                {table.rateLabel}:{" "}
                <span className="font-semibold text-foreground tabular-nums" data-testid="hourly">
                  {row.hourlyText}
                  {table.perHour}
                </span>
              </p>
              <dl className="mt-4 flex-1 divide-y border-t">
                {row.packages.map((item) => (
                  <div
                    key={item.hoursPerWeek}
                    className="flex items-baseline justify-between gap-4 py-2.5"
                    data-hours={item.hoursPerWeek}
                  >
                    <dt className="text-sm">
                      <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                        <span className="font-semibold">{item.name}</span>
                        {item.hoursPerWeek === table.popularHours ? (
                          <span className="whitespace-nowrap rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-white">
                            {table.popularLabel}
                          </span>
                        ) : null}
                      </span>
                      <span className="block text-muted-foreground">{item.hoursLabel}</span>
                    </dt>
                    <dd className="shrink-0 text-right font-semibold tabular-nums" data-testid="monthly">
                      {item.monthlyText}
                      <span className="text-sm font-normal text-muted-foreground">{table.perMonth}</span>
                    </dd>
                  </div>
                ))}
              </dl>
              {row.variablePay ? (
                <p className="mt-2 text-sm text-muted-foreground">{table.variablePay}</p>
              ) : null}
              <SiteLink
                href={row.calculatorHref}
                className="mt-4 inline-flex items-center gap-2 self-start text-sm font-semibold text-primary underline-offset-4 hover:underline"
              >
                {table.calculatorLinks[row.slug]}
                <ArrowRightIcon className="size-4" aria-hidden="true" />
              </SiteLink>
            </li>
          ))}
        </ul>
        <div className="mx-auto mt-8 max-w-3xl space-y-2 text-center text-sm text-muted-foreground">
          <p>{table.formula}</p>
          <p>{table.example}</p>
        </div>
      </Section>

      <Section tone="muted" aria-labelledby="pricing-terms-title">
        <IntroHeading intro={content.terms} id="pricing-terms-title" />
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {content.terms.items.map((item) => (
            <li key={item.title} className="flex gap-4 rounded-2xl border bg-background p-6">
              <ShieldCheckIcon className="mt-1 size-6 shrink-0 text-emerald-800" aria-hidden="true" />
              <div>
                <h3 className="font-semibold">{item.title}</h3>
                <p className="mt-1 text-muted-foreground">{item.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <FaqSection id="faq" title={content.faq.title} faqs={content.faq.items} tone="default" />
      <CtaBand content={content.cta} />
    </>
  );
}

/** The hero's worked example: rate × monthly hours = price. Its figures are also in the table's footnote. */
function RateCard({ card, example }: { card: PricingPageContent["rateCard"]; example: RateExample }) {
  const rows = [
    { label: card.rateLabel, value: `${example.hourlyText}/hour` },
    { label: card.hoursLabel, value: card.hoursValue },
  ];
  return (
    <HeroVisualFrame>
      <VisualCard className="w-full overflow-hidden">
        <div className="px-6 pt-5">
          <VisualCaption>{card.title}</VisualCaption>
          <p className="mt-2 text-lg font-semibold">{example.role}</p>
        </div>
        <div className="space-y-3 px-6 pt-4 pb-6">
          {rows.map((row, index) => (
            <div
              key={row.label}
              className="flex items-center justify-between gap-4 rounded-xl border bg-white px-4 py-3"
            >
              <span className="text-sm text-muted-foreground">
                {index > 0 ? <span className="mr-2 font-bold text-primary">×</span> : null}
                {row.label}
              </span>
              <span className="font-semibold tabular-nums">{row.value}</span>
            </div>
          ))}
          <div
            className={cn(
              "flex items-center justify-between gap-4 rounded-xl border border-accent/30 bg-accent-soft px-4 py-4",
            )}
          >
            <span className="text-sm font-semibold">
              <span className="mr-2 font-bold text-accent-strong">=</span>
              {card.priceLabel}
            </span>
            <span className="text-2xl font-extrabold tracking-tight tabular-nums">{example.monthlyText}</span>
          </div>
          <p className="text-xs text-muted-foreground">{card.note}</p>
        </div>
      </VisualCard>
    </HeroVisualFrame>
  );
}
