import { SampleNotice } from "~/components/ui/sample-notice";
import type { ClientsPageContent } from "~/content/case-studies";
import { CtaBand } from "../cta-band";
import { ClientResultsBoard } from "../hero-visuals/client-results-board";
import { PageHero } from "../page-hero";
import { Section, SectionHeading } from "../section";
import { CaseStudyCard } from "./case-study-card";

/** /clients: the client stories, each with its figures, and the closing call to action. */
export function ClientsPage({ content }: { content: ClientsPageContent }) {
  return (
    <>
      <PageHero hero={content.hero} visual={<ClientResultsBoard studies={content.caseStudies} />}>
        <SampleNotice text={content.sampleNotice} tone="dark" className="mt-6" />
      </PageHero>
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
    </>
  );
}
