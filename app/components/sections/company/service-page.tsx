import { ArrowRightIcon, ShieldCheckIcon } from "lucide-react";
import { SiteLink } from "~/components/ui/site-link";
import type { IconMarkup } from "~/content/company-icons.server";
import type { ServicePageContent } from "~/content/services";
import { CtaBand } from "../cta-band";
import { FaqSection } from "../faq-section";
import { ProcessTimeline } from "../hero-visuals/process-timeline";
import { PageHero } from "../page-hero";
import { Section } from "../section";
import { CompanyIcon, IntroHeading, StatTiles } from "./section-parts";

/** The template of the two service pages. */
export function ServicePage({ content, icons }: { content: ServicePageContent; icons: IconMarkup }) {
  return (
    <>
      <PageHero
        hero={content.hero}
        visual={<ProcessTimeline title={content.process.title} steps={content.process.steps} />}
      >
        <StatTiles
          stats={content.highlights}
          tone="dark"
          label="Service highlights"
          className="mt-10 max-w-4xl"
        />
        <p className="mt-3 text-xs text-white/80">{content.highlightsAsOf}</p>
      </PageHero>
      <Section>
        <IntroHeading intro={content.included} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {content.included.items.map((item) => (
            <li key={item.title} className="rounded-2xl border bg-card p-6 shadow-sm">
              <CompanyIcon markup={icons[item.icon]} />
              <h3 className="mt-4 text-lg font-semibold">{item.title}</h3>
              <p className="mt-2 text-muted-foreground">{item.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section tone="muted">
        <IntroHeading intro={content.process} />
        <ol
          className={`mt-12 grid gap-6 md:grid-cols-2 ${content.process.steps.length === 5 ? "lg:grid-cols-5" : "lg:grid-cols-4"}`}
        >
          {content.process.steps.map((step) => (
            <li key={step.step} className="flex flex-col rounded-2xl border bg-background p-6">
              <span
                aria-hidden="true"
                className="inline-flex size-10 items-center justify-center rounded-full bg-primary font-bold text-white"
              >
                {step.step}
              </span>
              <h3 className="mt-4 text-lg font-semibold">
                <span className="sr-only">Step {step.step}: </span>
                {step.title}
              </h3>
              <p className="mt-1 text-sm font-semibold text-emerald-800">{step.timeline}</p>
              <p className="mt-2 text-muted-foreground">{step.description}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section>
        <div className="grid gap-12 lg:grid-cols-2">
          <div>
            <IntroHeading intro={content.guarantees} align="left" />
            <ul className="mt-8 space-y-5">
              {content.guarantees.items.map((item) => (
                <li key={item.title} className="flex gap-4">
                  <ShieldCheckIcon className="mt-1 size-6 shrink-0 text-emerald-800" aria-hidden="true" />
                  <div>
                    <h3 className="font-semibold">{item.title}</h3>
                    <p className="mt-1 text-muted-foreground">{item.description}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-3xl border bg-card p-6 shadow-sm sm:p-8">
            <IntroHeading intro={content.pricing} align="left" />
            <p className="mt-6 inline-flex rounded-full bg-primary-soft px-3 py-1 text-sm font-semibold text-primary">
              {content.pricing.model}
            </p>
            <ul className="mt-6 list-disc space-y-2 pl-5">
              {content.pricing.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
            <p className="mt-6 text-sm text-muted-foreground">{content.pricing.note}</p>
            <SiteLink
              href={content.pricing.link.href}
              className="mt-4 inline-flex items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline"
            >
              {content.pricing.link.label}
              <ArrowRightIcon className="size-4" aria-hidden="true" />
            </SiteLink>
          </div>
        </div>
        <aside
          aria-label={content.compare.title}
          className="mt-12 flex flex-col gap-4 rounded-2xl bg-muted p-6 sm:flex-row sm:items-center sm:justify-between"
        >
          <div>
            <p className="font-semibold">{content.compare.title}</p>
            <p className="mt-1 text-muted-foreground">{content.compare.description}</p>
          </div>
          <SiteLink
            href={content.compare.link.href}
            className="inline-flex shrink-0 items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline"
          >
            {content.compare.link.label}
            <ArrowRightIcon className="size-4" aria-hidden="true" />
          </SiteLink>
        </aside>
      </Section>
      <FaqSection id="faq" title={content.faq.title} faqs={content.faq.items} />
      <CtaBand content={content.cta} />
    </>
  );
}
