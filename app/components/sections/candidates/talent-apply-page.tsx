import type * as React from "react";
import type { TalentApplyPageData } from "~/content/candidate-static-pages";
import { ProcessTimeline } from "../hero-visuals/process-timeline";
import { PageHero } from "../page-hero";
import { Section, SectionHeading } from "../section";
import { ProcessSteps } from "./process-steps";

/** /talent-apply's opening band (in every language): the offer, and the process as its picture. */
export function TalentApplyHero({ data }: { data: TalentApplyPageData }) {
  const { hero, nextSteps } = data;
  return (
    <PageHero hero={hero} visual={<ProcessTimeline title={nextSteps.title} steps={nextSteps.steps} />} />
  );
}

/**
 * /talent-apply below its opening band: the application form in its card, and what happens
 * next beside it. `form` is the form itself, an island the page passes in.
 */
export function TalentApplySection({ data, form }: { data: TalentApplyPageData; form: React.ReactNode }) {
  const { form: intro, nextSteps } = data;
  return (
    <Section id="application">
      <div className="grid gap-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div>
          <SectionHeading title={intro.title} description={intro.description} align="left" />
          <div className="mt-8 rounded-2xl border bg-card p-5 shadow-sm sm:p-8">{form}</div>
        </div>
        <aside aria-labelledby="next-steps-title">
          <SectionHeading
            id="next-steps-title"
            title={nextSteps.title}
            description={nextSteps.description}
            align="left"
          />
          <div className="mt-8">
            <ProcessSteps steps={nextSteps.steps} stacked />
          </div>
        </aside>
      </div>
    </Section>
  );
}
