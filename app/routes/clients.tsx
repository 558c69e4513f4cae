import { CaseStudyCard } from "~/components/sections/company/case-study-card";
import { CtaBand } from "~/components/sections/cta-band";
import { ClientResultsBoard } from "~/components/sections/hero-visuals/client-results-board";
import { PageHero } from "~/components/sections/page-hero";
import { Section, SectionHeading } from "~/components/sections/section";
import { SampleNotice } from "~/components/ui/sample-notice";
import { clientsPage } from "~/content/case-studies";
import { pages } from "~/content/pages";
import { DeferHydration } from "~/lib/defer-hydration";
import { audienceHandle } from "~/lib/page-audience";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/clients";

// The stories are loaded here, at build time, so they reach the page as data, not bundled code.
export function loader() {
  return { content: clientsPage, page: pages.clients };
}

export const handle = audienceHandle("companies");

export const meta = ({ loaderData }: Route.MetaArgs) => (loaderData ? seo(loaderData.page) : []);

export default function ClientsPage({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  return (
    <>
      <PageHero hero={content.hero} visual={<ClientResultsBoard studies={content.caseStudies} />}>
        <SampleNotice text={content.sampleNotice} tone="dark" className="mt-6" />
      </PageHero>
      <DeferHydration>
        <Section>
          <SectionHeading title={content.intro.title} description={content.intro.description} />
          <SampleNotice text={content.sampleNotice} className="mt-3 text-center" />
          <div className="mt-12 space-y-10">
            {content.caseStudies.map((study) => (
              <CaseStudyCard key={study.id} study={study} />
            ))}
          </div>
        </Section>
        <CtaBand content={content.cta} />
      </DeferHydration>
    </>
  );
}
