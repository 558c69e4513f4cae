import {
  ChevronDownIcon,
  ChevronRightIcon,
  CircleCheckIcon,
  CircleMinusIcon,
  CircleXIcon,
} from "lucide-react";
import { SampleNotice } from "~/components/ui/sample-notice";
import { SiteLink } from "~/components/ui/site-link";
import type {
  BreadcrumbItem,
  ComparisonProvider,
  ComparisonValue,
  DeepDiveArticle,
  LlmTrainingContent,
} from "~/content/llm-training";
import { cn } from "~/lib/cn";
import { CtaBand } from "../cta-band";
import { FaqSection } from "../faq-section";
import { AnnotationQualityDashboard } from "../hero-visuals/annotation-quality-dashboard";
import { PageHero } from "../page-hero";
import { ScenarioLinks } from "../scenario-links";
import { Section } from "../section";
import { IntroHeading, StatTiles } from "./section-parts";

/** The page /human-data-llm-training: its breadcrumb and hero, then a list of bands fed by its content. */
export function LlmTrainingPage({ content }: { content: LlmTrainingContent }) {
  return (
    <>
      <Breadcrumb items={content.breadcrumb} />
      <PageHero
        hero={content.hero}
        className="[&>div:last-child]:pt-10"
        visual={
          <AnnotationQualityDashboard
            title={content.metrics.eyebrow ?? content.metrics.title}
            metrics={content.metrics.items}
          />
        }
      >
        <StatTiles
          stats={content.heroStats}
          tone="dark"
          label="LLM data results"
          className="mt-10 max-w-3xl"
        />
        <p className="mt-3 text-xs text-white/80">{content.heroAsOf}</p>
      </PageHero>
      <QualityMetricsBand metrics={content.metrics} />
      <ComparisonBand comparison={content.comparison} />
      <DeepDivesBand deepDives={content.deepDives} />
      <ClientResultsBand results={content.results} />
      <FaqSection id="faq" title={content.faq.title} faqs={content.faq.items} />
      <CtaBand content={content.cta} />
    </>
  );
}

const providers: readonly ComparisonProvider[] = ["latammatch", "crowdsourcing", "staffing"];

const valueText: Record<ComparisonValue, string> = { yes: "Yes", no: "No", partial: "Partial" };

function Breadcrumb({ items }: { items: readonly BreadcrumbItem[] }) {
  return (
    <nav aria-label="Breadcrumb" className="bg-navy-900 text-white">
      <ol className="mx-auto flex max-w-7xl flex-wrap items-center gap-1 px-4 pt-6 text-sm sm:px-6 lg:px-8">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={item.name} className="flex items-center gap-1">
              {item.href ? (
                <SiteLink
                  href={item.href}
                  className="text-white/85 underline-offset-4 hover:text-white hover:underline"
                >
                  {item.name}
                </SiteLink>
              ) : (
                <span
                  className={last ? "font-semibold text-white" : "text-white/85"}
                  aria-current={last ? "page" : undefined}
                >
                  {item.name}
                </span>
              )}
              {last ? null : <ChevronRightIcon className="size-4 text-white/60" aria-hidden="true" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function QualityMetricsBand({ metrics }: { metrics: LlmTrainingContent["metrics"] }) {
  return (
    <Section>
      <IntroHeading intro={metrics} />
      <ul className="mt-10 flex flex-wrap justify-center gap-3" aria-label="Quality metrics">
        {metrics.items.map((metric) => (
          <li
            key={metric.label}
            className="inline-flex max-w-full items-baseline gap-2 rounded-full border border-primary/25 bg-primary-soft px-4 py-2 text-sm"
          >
            <strong className="shrink-0 text-base font-extrabold whitespace-nowrap text-primary">
              {metric.value}
            </strong>
            <span className="text-foreground">{metric.label}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** A comparison value shown as icon plus word, so it never depends on colour alone. */
function ValueMark({ value }: { value: ComparisonValue }) {
  const Icon = value === "yes" ? CircleCheckIcon : value === "no" ? CircleXIcon : CircleMinusIcon;
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1.5 font-semibold",
        value === "yes" && "text-emerald-800",
        value === "no" && "text-destructive",
        value === "partial" && "text-[#8a5a00]",
      )}
    >
      <Icon className="size-5 shrink-0" aria-hidden="true" />
      {valueText[value]}
    </span>
  );
}

function ComparisonBand({ comparison }: { comparison: LlmTrainingContent["comparison"] }) {
  return (
    <Section tone="muted" id="comparison">
      <IntroHeading intro={comparison} />
      {/* Desktop: a real table. Phones: one card per row. `hidden` (display: none) removes the
          layout not in use from the accessibility tree as well. */}
      <div className="mt-10 hidden overflow-hidden rounded-2xl border bg-background md:block">
        <table className="w-full border-collapse text-left" data-testid="comparison-table">
          <caption className="sr-only">{comparison.caption}</caption>
          <thead className="bg-navy-900 text-white">
            <tr>
              <th scope="col" className="px-5 py-4 font-semibold">
                Capability
              </th>
              {providers.map((provider) => (
                <th key={provider} scope="col" className="px-5 py-4 font-semibold">
                  {comparison.providerNames[provider]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y">
            {comparison.rows.map((row) => (
              <tr key={row.feature} className="even:bg-muted/60">
                <th scope="row" className="px-5 py-4 font-medium">
                  {row.feature}
                </th>
                {providers.map((provider) => (
                  <td key={provider} className="px-5 py-4">
                    <ValueMark value={row.values[provider]} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="mt-10 space-y-4 md:hidden" data-testid="comparison-cards">
        {comparison.rows.map((row) => (
          <li key={row.feature} className="rounded-2xl border bg-background p-5">
            <h3 className="font-semibold">{row.feature}</h3>
            <dl className="mt-3 divide-y">
              {providers.map((provider) => (
                <div key={provider} className="flex items-center justify-between gap-4 py-2">
                  <dt className="text-sm text-muted-foreground">{comparison.providerNames[provider]}</dt>
                  <dd>
                    <ValueMark value={row.values[provider]} />
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/**
 * An article whose full text its button shows and hides, rendered closed. The state is in the
 * markup (`aria-expanded`, `hidden`; the chevron follows `aria-expanded`, the words are in
 * `data-label-*`), and site/scripts/disclosure.ts runs it.
 */
const deepDiveLabels = { open: "Show less", closed: "Read the full article" } as const;

function DeepDive({ article }: { article: DeepDiveArticle }) {
  const panelId = `deep-dive-${article.id}`;
  return (
    <article
      className="flex flex-col rounded-2xl border bg-card p-6 shadow-sm"
      aria-labelledby={`${panelId}-title`}
    >
      <p className="text-sm font-semibold text-emerald-800">{article.readingTime}</p>
      <h3 id={`${panelId}-title`} className="mt-2 text-xl font-bold">
        {article.title}
      </h3>
      <p className="mt-3 text-muted-foreground">{article.summary}</p>
      <div id={panelId} hidden className="mt-6 space-y-6 border-t pt-6">
        {article.sections.map((section) => (
          <section key={section.heading}>
            <h4 className="text-lg font-semibold">{section.heading}</h4>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)} className="mt-3 text-muted-foreground">
                {paragraph}
              </p>
            ))}
            {section.bullets ? (
              <ul className="mt-3 list-disc space-y-1 pl-5 text-muted-foreground">
                {section.bullets.map((bullet) => (
                  <li key={bullet}>{bullet}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </div>
      <button
        type="button"
        aria-expanded={false}
        aria-controls={panelId}
        data-disclosure=""
        data-label-open={deepDiveLabels.open}
        data-label-closed={deepDiveLabels.closed}
        className="group mt-6 inline-flex items-center gap-2 self-start rounded-lg font-semibold text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {deepDiveLabels.closed}
        <span className="sr-only">: {article.title}</span>
        <ChevronDownIcon
          className="size-4 transition-transform group-aria-expanded:rotate-180"
          aria-hidden="true"
        />
      </button>
    </article>
  );
}

export function DeepDivesBand({ deepDives }: { deepDives: LlmTrainingContent["deepDives"] }) {
  return (
    <Section id="deep-dives">
      <IntroHeading intro={deepDives} />
      <div className="mt-10 grid gap-6 lg:grid-cols-2 lg:items-start">
        {deepDives.articles.map((article) => (
          <DeepDive key={article.id} article={article} />
        ))}
      </div>
    </Section>
  );
}

function ClientResultsBand({ results }: { results: LlmTrainingContent["results"] }) {
  return (
    <Section tone="dark">
      <IntroHeading intro={results} tone="dark" />
      <ul className="mt-10 grid gap-6 lg:grid-cols-3">
        {results.items.map((item) => (
          <li key={item.client} className="flex flex-col rounded-2xl bg-white/5 p-6 ring-1 ring-white/10">
            <h3 className="text-lg font-semibold">{item.client}</h3>
            <p className="mt-1 text-sm font-medium text-highlight">{item.engagement}</p>
            <p className="mt-3 text-white/80">{item.summary}</p>
            <dl className="mt-auto divide-y divide-white/10 pt-4">
              {item.results.map((result) => (
                <div
                  key={result.label}
                  className="flex flex-wrap items-baseline justify-between gap-x-4 py-2"
                >
                  <dt className="text-sm text-white/80">{result.label}</dt>
                  <dd className="text-lg font-extrabold whitespace-nowrap">{result.value}</dd>
                  {result.description ? (
                    <dd className="basis-full text-xs leading-snug text-white/70">
                      {result.description}
                      {result.links ? (
                        <ScenarioLinks links={result.links} tone="dark" className="mt-1 text-xs" />
                      ) : null}
                    </dd>
                  ) : null}
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <SampleNotice text={results.note} tone="dark" className="mt-8 text-center" />
    </Section>
  );
}
