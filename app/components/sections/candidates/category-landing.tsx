import type { CategoryPageData } from "~/content/candidate-page-data";
import { fill } from "~/lib/i18n/ui-text";
import { CtaBand } from "../cta-band";
import { FaqSection } from "../faq-section";
import { SalaryRangeChart } from "../hero-visuals/salary-range-chart";
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
import { IntroHeading, IntroSection } from "./intro-section";
import { ProcessSteps } from "./process-steps";

/** One category landing page; the section list depends on the category's layout. */
export function CategoryLanding({ data }: { data: CategoryPageData }) {
  const { words } = data;
  const { page } = data;
  const openings = (
    <Section key="openings">
      <IntroHeading intro={page.openings} />
      <JobCards jobs={page.openings.jobs} className="mt-10" />
    </Section>
  );
  const regional = (
    <IntroSection key="regional" tone="muted" intro={page.regional}>
      <RegionalStatsTable rows={data.regional} categoryName={data.category.name} words={words} />
    </IntroSection>
  );
  const profiles = (
    <Section key="profiles">
      <SectionHeading
        eyebrow={words.sampleProfiles}
        title={fill(words.inOurNetwork, { category: data.category.name })}
        description={words.sampleProfilesDescription}
      />
      <div className="mt-10">
        <ProfileCards profiles={data.profiles} words={words} />
      </div>
    </Section>
  );
  const explorer = (
    <Section key="explorer" tone={page.layout === "career" ? "default" : "muted"}>
      <IntroHeading intro={page.explorer} />
      <div className="mt-10">
        <StackExplorer entries={data.explorer} />
      </div>
    </Section>
  );
  const faq = (
    <FaqSection
      key="faq"
      id="faq"
      title={fill(words.faqTitle, { category: data.category.name })}
      faqs={page.faqs}
    />
  );

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
            speakers={{ ai: words.aiInterviewer, candidate: words.candidate }}
            label={fill(words.sampleInterview, { category: data.category.name.toLowerCase() })}
          />
        </div>
      </Section>,
      <IntroSection key="skills" tone="muted" intro={page.skills}>
        <SkillGroups groups={page.skills.groups} />
      </IntroSection>,
      <IntroSection key="stats" intro={page.careerStats}>
        <StatGrid items={page.careerStats.items} />
      </IntroSection>,
      <IntroSection key="salary" tone="muted" intro={page.salary}>
        {data.monthlyBands && data.comparison ? (
          <MonthlyBands
            bands={data.monthlyBands}
            comparison={data.comparison}
            note={page.salary.note}
            words={words}
          />
        ) : null}
        {data.oteBands ? <OteBands bands={data.oteBands} note={page.salary.note} words={words} /> : null}
      </IntroSection>,
      explorer,
      profiles,
      <IntroSection key="process" tone="dark" intro={page.process}>
        <ProcessSteps steps={page.process.steps} tone="dark" />
      </IntroSection>,
      <IntroSection key="why" intro={page.whyUs}>
        <BenefitCards items={page.whyUs.items} />
      </IntroSection>,
      faq,
    ];
  } else if (page.layout === "creative") {
    sections = [
      openings,
      <IntroSection key="benefits" tone="muted" intro={page.benefits}>
        <BenefitCards items={page.benefits.items} />
      </IntroSection>,
      <IntroSection key="regional" intro={page.regional}>
        <RegionalStatsTable rows={data.regional} categoryName={data.category.name} words={words} />
      </IntroSection>,
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
            speakers={{ ai: words.aiInterviewer, candidate: words.candidate }}
            label={fill(words.sampleInterview, { category: data.category.name.toLowerCase() })}
          />
        </div>
      </Section>,
      <IntroSection key="skills" intro={page.skills}>
        <SkillGroups groups={page.skills.groups} />
      </IntroSection>,
      <IntroSection key="stats" tone="dark" intro={page.statCards}>
        <StatGrid items={page.statCards.items} tone="dark" />
      </IntroSection>,
      explorer,
      profiles,
      faq,
    ];
  } else {
    sections = [
      openings,
      <IntroSection key="benefits" tone="muted" intro={page.benefits}>
        <BenefitCards items={page.benefits.items} />
      </IntroSection>,
      explorer,
      <IntroSection key="regional-explorer" intro={page.regional}>
        <RegionalStatsTable rows={data.regional} categoryName={data.category.name} words={words} />
      </IntroSection>,
      profiles,
      faq,
    ];
  }

  return (
    <>
      <PageHero hero={page.hero} visual={<SalaryRangeChart markup={data.rateChart} />} />
      {sections}
      <CtaBand content={page.cta} />
    </>
  );
}
