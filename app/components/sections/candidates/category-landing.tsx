import type { CategoryPageData } from "~/content/candidate-page-data";
import type { SectionIntro } from "~/content/category-pages";
import { CtaBand } from "../cta-band";
import { FaqSection } from "../faq-section";
import { PageHero } from "../page-hero";
import { Section, SectionHeading } from "../section";
import { BenefitCards } from "./benefit-cards";
import {
  ChatTranscript,
  MonthlyBands,
  OteBands,
  RegionalStatsTable,
  SkillGroups,
  StackExplorer,
} from "./blocks";
import { CheckList, JobCards, ProfileCards, StatGrid } from "./cards";
import { ProcessSteps } from "./process-steps";

function Heading({ intro, tone }: { intro: SectionIntro; tone?: "default" | "dark" }) {
  return (
    <SectionHeading eyebrow={intro.eyebrow} title={intro.title} description={intro.description} tone={tone} />
  );
}

/** One category landing page; the section list depends on the category's layout. */
export function CategoryLanding({ data }: { data: CategoryPageData }) {
  const { page } = data;
  const openings = (
    <Section key="openings">
      <Heading intro={page.openings} />
      <JobCards jobs={page.openings.jobs} className="mt-10" />
    </Section>
  );
  const regional = (
    <Section key="regional" tone="muted">
      <Heading intro={page.regional} />
      <div className="mt-10">
        <RegionalStatsTable rows={data.regional} categoryName={data.category.name} />
      </div>
    </Section>
  );
  const profiles = (
    <Section key="profiles">
      <SectionHeading
        eyebrow="Sample profiles"
        title={`${data.category.name} in our network`}
        description="Illustrative profiles of vetted talent. Names and employers are fictional."
      />
      <div className="mt-10">
        <ProfileCards profiles={data.profiles} />
      </div>
    </Section>
  );
  const explorer = (
    <Section key="explorer" tone={page.layout === "career" ? "default" : "muted"}>
      <Heading intro={page.explorer} />
      <div className="mt-10">
        <StackExplorer entries={data.explorer} />
      </div>
    </Section>
  );
  const faq = <FaqSection key="faq" id="faq" title={`${data.category.name} FAQs`} faqs={page.faqs} />;

  let sections: React.ReactNode[];
  if (page.layout === "career") {
    sections = [
      openings,
      regional,
      <Section key="interview">
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <SectionHeading
            eyebrow={page.interview.eyebrow}
            title={page.interview.title}
            description={page.interview.description}
            align="left"
          />
          <ChatTranscript
            messages={data.chat}
            label={`Sample ${data.category.name.toLowerCase()} interview`}
          />
        </div>
      </Section>,
      <Section key="skills" tone="muted">
        <Heading intro={page.skills} />
        <div className="mt-10">
          <SkillGroups groups={page.skills.groups} />
        </div>
      </Section>,
      <Section key="stats">
        <Heading intro={page.careerStats} />
        <div className="mt-10">
          <StatGrid items={page.careerStats.items} />
        </div>
      </Section>,
      <Section key="salary" tone="muted">
        <Heading intro={page.salary} />
        <div className="mt-10">
          {data.monthlyBands && data.comparison ? (
            <MonthlyBands bands={data.monthlyBands} comparison={data.comparison} note={page.salary.note} />
          ) : null}
          {data.oteBands ? <OteBands bands={data.oteBands} note={page.salary.note} /> : null}
        </div>
      </Section>,
      explorer,
      profiles,
      <Section key="process" tone="dark">
        <Heading intro={page.process} tone="dark" />
        <div className="mt-10">
          <ProcessSteps steps={page.process.steps} tone="dark" />
        </div>
      </Section>,
      <Section key="why">
        <Heading intro={page.whyUs} />
        <div className="mt-10">
          <BenefitCards items={page.whyUs.items} />
        </div>
      </Section>,
      faq,
    ];
  } else if (page.layout === "creative") {
    sections = [
      openings,
      <Section key="benefits" tone="muted">
        <Heading intro={page.benefits} />
        <div className="mt-10">
          <BenefitCards items={page.benefits.items} />
        </div>
      </Section>,
      <Section key="regional">
        <Heading intro={page.regional} />
        <div className="mt-10">
          <RegionalStatsTable rows={data.regional} categoryName={data.category.name} />
        </div>
      </Section>,
      <Section key="remote" tone="muted">
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <div>
            <SectionHeading
              eyebrow={page.remoteWork.eyebrow}
              title={page.remoteWork.title}
              description={page.remoteWork.description}
              align="left"
            />
            <div className="mt-6">
              <CheckList items={page.remoteWork.points} />
            </div>
          </div>
          <ChatTranscript
            messages={data.chat}
            label={`Sample ${data.category.name.toLowerCase()} interview`}
          />
        </div>
      </Section>,
      <Section key="skills">
        <Heading intro={page.skills} />
        <div className="mt-10">
          <SkillGroups groups={page.skills.groups} />
        </div>
      </Section>,
      <Section key="stats" tone="dark">
        <Heading intro={page.statCards} tone="dark" />
        <div className="mt-10">
          <StatGrid items={page.statCards.items} tone="dark" />
        </div>
      </Section>,
      explorer,
      profiles,
      faq,
    ];
  } else {
    sections = [
      openings,
      <Section key="benefits" tone="muted">
        <Heading intro={page.benefits} />
        <div className="mt-10">
          <BenefitCards items={page.benefits.items} />
        </div>
      </Section>,
      explorer,
      <Section key="regional-explorer">
        <Heading intro={page.regional} />
        <div className="mt-10">
          <RegionalStatsTable rows={data.regional} categoryName={data.category.name} />
        </div>
      </Section>,
      profiles,
      faq,
    ];
  }

  return (
    <>
      <PageHero hero={page.hero} />
      {sections}
      <CtaBand content={page.cta} />
    </>
  );
}
