import { SampleNotice } from "~/components/ui/sample-notice";
import type { CategoryPageData } from "~/content/candidate-page-data";
import type { BenefitCard } from "~/content/category-pages";
import type { SectionIntro } from "~/content/types";
import { fill } from "~/content/ui/ui-text";
import { CtaBand } from "../cta-band";
import { FaqSection } from "../faq-section";
import { SalaryRangeChart } from "../hero-visuals/salary-range-chart";
import { PageHero } from "../page-hero";
import { Section } from "../section";
import { BenefitCards } from "./benefit-cards";
import { MonthlyBands, OteBands, RegionalStatsTable, SkillGroups, StackExplorer } from "./blocks";
import { AllJobsLink, CheckList, type ExampleJobs, JobCards, ProfileCards } from "./cards";
import { IntroHeading, IntroSection } from "./intro-section";
import { ChatTranscript, StatGrid } from "./landing-blocks";
import { ProcessSteps } from "./process-steps";
import { bandClass, rowProps } from "./rhythm";

type Tone = "muted" | "dark";

/**
 * One category landing page; the section list depends on the category's layout. `openings` are the
 * job board's of the category (site/lib/example-jobs.ts); without them, the samples.
 */
export function CategoryLanding({ data, openings }: { data: CategoryPageData; openings?: ExampleJobs }) {
  const { words, page } = data;
  const category = data.category.name;
  const band = (key: string, intro: SectionIntro, body: React.ReactNode, tone?: Tone) => (
    <IntroSection key={key} tone={tone} intro={intro}>
      {body}
    </IntroSection>
  );
  const openingsBand = band(
    "openings",
    page.openings,
    openings ? (
      <>
        <JobCards
          jobs={openings.jobs}
          payLabel={words.rate}
          role={data.category.slug}
          sampleNotice={words.sampleJobsNotice}
        />
        <AllJobsLink link={openings.allJobs} />
      </>
    ) : (
      <JobCards
        jobs={page.openings.jobs}
        payLabel={words.rate}
        role={data.category.slug}
        sampleNotice={words.sampleJobsNotice}
      />
    ),
  );
  const regional = (tone?: Tone) =>
    band(
      "regional",
      page.regional,
      <RegionalStatsTable
        rows={data.regional}
        role={data.category.slug}
        words={words}
        numberLocale={data.numberLocale}
      />,
      tone,
    );
  const profiles = band(
    "profiles",
    {
      eyebrow: words.sampleProfiles,
      title: fill(words.inOurNetwork, { category }),
    },
    <>
      <ProfileCards profiles={data.profiles} words={words} />
      <SampleNotice text={data.sampleNotice} className="mt-4 text-center" />
    </>,
  );
  const explorer = band(
    "explorer",
    page.explorer,
    <StackExplorer entries={data.explorer} rateLabel={words.allInclusiveRate} />,
    page.layout === "career" ? undefined : "muted",
  );
  const benefits = (items: readonly BenefitCard[]) => <BenefitCards items={items} />;
  // The sample interview beside its heading (and, on the creative pages, the remote-work points).
  const interview = (key: string, intro: SectionIntro, tone?: Tone, points?: readonly string[]) => (
    <Section key={key} tone={tone} className={bandClass}>
      <div className="grid items-center gap-6 sm:gap-10 lg:grid-cols-2">
        <div>
          <IntroHeading intro={intro} align="left" />
          {points ? (
            <div className="mt-4 sm:mt-6">
              <CheckList items={points} />
            </div>
          ) : null}
        </div>
        <ChatTranscript
          messages={data.chat}
          speakers={{ ai: words.aiInterviewer, candidate: words.candidate }}
          label={fill(words.sampleInterview, { category: category.toLowerCase() })}
        />
      </div>
    </Section>
  );
  const faq = (
    <FaqSection
      key="faq"
      id="faq"
      className={bandClass}
      title={fill(words.faqTitle, { category })}
      faqs={page.faqs}
    />
  );

  const sections =
    page.layout === "career"
      ? [
          openingsBand,
          regional("muted"),
          interview("interview", page.interview),
          band("skills", page.skills, <SkillGroups groups={page.skills.groups} />, "muted"),
          band("stats", page.careerStats, <StatGrid items={page.careerStats.items} />),
          band(
            "salary",
            page.salary,
            <>
              {data.monthlyBands && page.salary.comparison && data.employers ? (
                <MonthlyBands
                  bands={data.monthlyBands}
                  comparison={page.salary.comparison}
                  employers={data.employers}
                  note={page.salary.note}
                  words={words}
                />
              ) : null}
              {data.oteBands ? (
                <OteBands bands={data.oteBands} note={page.salary.note} words={words} />
              ) : null}
            </>,
            "muted",
          ),
          explorer,
          profiles,
          band(
            "process",
            page.process,
            <ProcessSteps
              steps={page.process.steps}
              tone="dark"
              list={rowProps("sm:grid-cols-2 lg:grid-cols-4")}
            />,
            "dark",
          ),
          band("why", page.whyUs, benefits(page.whyUs.items)),
          faq,
        ]
      : page.layout === "creative"
        ? [
            openingsBand,
            band("benefits", page.benefits, benefits(page.benefits.items), "muted"),
            regional(),
            interview("remote", page.remoteWork, "muted", page.remoteWork.points),
            band("skills", page.skills, <SkillGroups groups={page.skills.groups} />),
            band("stats", page.statCards, <StatGrid items={page.statCards.items} tone="dark" />, "dark"),
            explorer,
            profiles,
            faq,
          ]
        : [
            openingsBand,
            band("benefits", page.benefits, benefits(page.benefits.items), "muted"),
            explorer,
            regional(),
            profiles,
            faq,
          ];

  return (
    <>
      <PageHero hero={page.hero} visual={<SalaryRangeChart markup={data.rateChart} />} />
      {sections}
      <CtaBand content={page.cta} />
    </>
  );
}
