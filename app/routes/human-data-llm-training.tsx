import {
  Breadcrumb,
  ClientResultsBand,
  ComparisonBand,
  DeepDivesBand,
  QualityMetricsBand,
} from "~/components/sections/company/llm-training-sections";
import { StatTiles } from "~/components/sections/company/section-parts";
import { CtaBand } from "~/components/sections/cta-band";
import { FaqSection } from "~/components/sections/faq-section";
import { AnnotationQualityDashboard } from "~/components/sections/hero-visuals/annotation-quality-dashboard";
import { PageHero } from "~/components/sections/page-hero";
import { llmTraining } from "~/content/llm-training";
import { llmTrainingJsonLd } from "~/content/llm-training-schema";
import { pages } from "~/content/pages";
import { DeferHydration } from "~/lib/defer-hydration";
import { audienceHandle } from "~/lib/page-audience";
import { jsonLd, seo } from "~/lib/seo";
import type { Route } from "./+types/human-data-llm-training";

// Content and structured data are built here, at build time, so they reach the page as data.
export function loader() {
  return {
    content: llmTraining,
    page: pages.llmTraining,
    structuredData: llmTrainingJsonLd(llmTraining, pages.llmTraining),
  };
}

export const handle = audienceHandle("companies");

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData ? [...seo(loaderData.page), jsonLd(loaderData.structuredData)] : [];

export default function LlmTrainingPage({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
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
      <DeferHydration>
        <QualityMetricsBand metrics={content.metrics} />
        <ComparisonBand comparison={content.comparison} />
        <DeepDivesBand deepDives={content.deepDives} />
        <ClientResultsBand results={content.results} />
        <FaqSection id="faq" title={content.faq.title} faqs={content.faq.items} />
        <CtaBand content={content.cta} />
      </DeferHydration>
    </>
  );
}
