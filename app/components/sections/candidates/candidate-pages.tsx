import { InitialsAvatar } from "~/components/ui/initials-avatar";
import { SampleNotice } from "~/components/ui/sample-notice";
import { SiteLink } from "~/components/ui/site-link";
import type {
  AiMatchingPageData,
  CandidatesPageData,
  TalentPageData,
} from "~/content/candidate-static-pages";
import { payMark } from "~/content/figure-marks";
import { fill } from "~/content/ui/ui-text";
import { cn } from "~/lib/cn";
import { CtaBand } from "../cta-band";
import { LatamMap } from "../hero-visuals/latam-map";
import { VettingScorecard } from "../hero-visuals/vetting-scorecard";
import { PageHero } from "../page-hero";
import { Section, SectionHeading } from "../section";
import { AllJobsLink, CheckList, type ExampleJobs, JobCards } from "./cards";
import { DialogButton } from "./dialog-button";
import { IntroHeading, IntroSection } from "./intro-section";
import { ChatTranscript, StatGrid } from "./landing-blocks";
import { ProcessSteps } from "./process-steps";

/** /talent: `openings` are the job board's (site/lib/example-jobs.ts); without them, the samples. */
export function TalentLanding({ data, openings }: { data: TalentPageData; openings?: ExampleJobs }) {
  const jobs = openings ?? { jobs: data.jobs, allJobs: data.allJobs };
  return (
    <>
      <PageHero hero={data.hero} visual={<LatamMap map={data.map} title={data.visualText.countries} />}>
        <div className="mt-6">
          <DialogButton
            id="talent-demo"
            trigger={data.demo.trigger}
            title={data.demo.title}
            description={data.demo.description}
            steps={data.demo.steps}
            variant="outline"
          />
        </div>
      </PageHero>
      <Section>
        <IntroHeading intro={data.jobsIntro} />
        <JobCards jobs={jobs.jobs} payLabel={data.words.rate} action={data.jobApply} className="mt-10" />
        <AllJobsLink link={jobs.allJobs} />
        <ul className="mt-10 grid gap-5 md:grid-cols-3">
          {data.jobBenefits.map((benefit) => (
            <li key={benefit.title} className="rounded-xl bg-accent-soft p-6">
              <h3 className="font-semibold">{benefit.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{benefit.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section tone="muted">
        <div className="flex flex-col items-center gap-6 text-center">
          <IntroHeading intro={data.practice.intro} />
          <DialogButton
            id="talent-practice"
            trigger={data.practice.trigger}
            title={data.practice.title}
            description={data.practice.description}
            messages={data.practiceChat}
            speakers={{ ai: data.words.aiInterviewer, candidate: data.words.candidate }}
          />
        </div>
      </Section>
      <IntroSection tone="dark" intro={data.stats}>
        <StatGrid items={data.stats.items} tone="dark" />
      </IntroSection>
      <Section>
        <IntroHeading intro={data.storiesIntro} />
        <ul className="mt-10 grid gap-5 lg:grid-cols-3">
          {data.stories.map((story) => (
            <li key={story.id} className="flex flex-col rounded-xl border bg-card p-6 shadow-sm">
              <figure className="flex h-full flex-col">
                <blockquote className="text-foreground">“{story.quote}”</blockquote>
                <p className="mt-4 rounded-lg bg-accent-soft px-3 py-2 text-sm font-semibold text-emerald-800">
                  {story.outcome}
                </p>
                <figcaption className="mt-auto flex items-center gap-3 pt-6">
                  <span
                    aria-hidden="true"
                    className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-white"
                  >
                    {story.initials}
                  </span>
                  <span>
                    <span className="block font-semibold">{story.name}</span>
                    <span className="block text-sm text-muted-foreground">
                      {story.role}, {story.country}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <SampleNotice text={data.sampleNotice} className="mt-4 text-center" />
      </Section>
      <CtaBand content={data.cta} />
    </>
  );
}

/** /candidates: `openings` are the job board's (site/lib/example-jobs.ts); without them, the samples. */
export function CandidatesLanding({ data, openings }: { data: CandidatesPageData; openings?: ExampleJobs }) {
  const { words } = data;
  const jobs = openings ?? { jobs: data.jobs, allJobs: data.allJobs };
  return (
    <>
      <PageHero hero={data.hero} visual={<LatamMap map={data.map} title={data.visualText.countries} />} />
      <Section>
        <IntroHeading intro={data.jobsIntro} />
        <JobCards jobs={jobs.jobs} payLabel={words.rate} className="mt-10" />
        <AllJobsLink link={jobs.allJobs} />
      </Section>
      <Section tone="muted">
        <IntroHeading intro={data.categoriesIntro} />
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {data.categories.map((category) => (
            <li key={category.slug}>
              <SiteLink
                href={category.href}
                className="flex h-full flex-col rounded-xl border bg-card p-6 shadow-sm transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-ring"
              >
                <span className="text-lg font-semibold text-foreground">{category.name}</span>
                <span className="mt-2 text-sm text-muted-foreground">{category.tagline}</span>
                <span className="mt-4 text-sm font-semibold text-emerald-800">
                  {words.allInclusiveRate}: {category.range} ·{" "}
                  {fill(words.specializationsCount, { count: String(category.specializations) })}
                </span>
              </SiteLink>
            </li>
          ))}
        </ul>
      </Section>
      <Section>
        <IntroHeading intro={data.showcaseIntro} />
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {data.showcase.map((card) => (
            <li key={card.id} className={cn("rounded-2xl p-6 text-white", card.background)}>
              <p className="text-sm font-semibold tracking-wide text-white/90 uppercase">{card.country}</p>
              <div className="mt-4 flex items-center gap-3">
                <InitialsAvatar initials={card.initials} tone="on-color" />
                <div className="min-w-0">
                  <h3 className="font-semibold">{card.name}</h3>
                  <p className="text-sm break-words text-white/90">{card.role}</p>
                </div>
              </div>
              <dl className="mt-6 grid grid-cols-2 gap-3 text-sm">
                <div>
                  <dt className="text-white/80">{words.rate}</dt>
                  <dd className="text-lg font-bold" {...payMark(card.pay)}>
                    {card.salary}
                  </dd>
                </div>
                <div>
                  <dt className="text-white/80">{words.talentPool}</dt>
                  <dd className="text-lg font-bold">{card.talentCount}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
        <SampleNotice text={data.sampleNotice} className="mt-4 text-center" />
      </Section>
      <Section tone="muted">
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <SectionHeading
            eyebrow={data.interviewIntro.eyebrow}
            title={data.interviewIntro.title}
            description={data.interviewIntro.description}
            align="left"
          />
          <ChatTranscript
            messages={data.interviewChat}
            label={words.sampleScreening}
            speakers={{ ai: words.aiInterviewer, candidate: words.candidate }}
          />
        </div>
      </Section>
      <IntroSection tone="dark" intro={data.stats}>
        <StatGrid items={data.stats.items} tone="dark" />
      </IntroSection>
      <CtaBand content={data.cta} />
    </>
  );
}

export function AiMatchingLanding({ data }: { data: AiMatchingPageData }) {
  return (
    <>
      <PageHero
        hero={data.hero}
        visual={
          <VettingScorecard title={data.steps.title} steps={data.steps.steps} signals={data.signals.groups} />
        }
      />
      <IntroSection intro={data.steps}>
        <ProcessSteps steps={data.steps.steps} />
      </IntroSection>
      <Section tone="muted">
        <IntroHeading intro={data.signals} />
        <div className="mt-10 grid gap-6 lg:grid-cols-3">
          {data.signals.groups.map((group) => (
            <div key={group.title} className="rounded-xl border bg-card p-6 shadow-sm">
              <h3 className="mb-4 text-lg font-semibold">{group.title}</h3>
              <CheckList items={group.items} />
            </div>
          ))}
        </div>
      </Section>
      <CtaBand content={data.cta} />
    </>
  );
}
