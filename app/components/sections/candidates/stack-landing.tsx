import { SampleNotice } from "~/components/ui/sample-notice";
import type { StackPageData } from "~/content/candidate-page-data";
import { priceMark } from "~/content/figure-marks";
import { fill } from "~/content/ui/ui-text";
import { localizedHref } from "~/lib/i18n/locales";
import { CtaBand } from "../cta-band";
import { CtaButton } from "../cta-button";
import { FaqSection } from "../faq-section";
import { ShortlistStack } from "../hero-visuals/shortlist-stack";
import { PageHero } from "../page-hero";
import { Section } from "../section";
import { Breadcrumb } from "./breadcrumb";
import { AllJobsLink, CheckList, ChipList, type ExampleJobs, JobCards, ProfileCards } from "./cards";
import { CounterGrid } from "./counters";
import { IntroHeading, IntroSection } from "./intro-section";
import { ProcessSteps } from "./process-steps";
import { bandClass, rowProps } from "./rhythm";

/**
 * The page template shared by all the stack pages. `openings` are the job board's of the stack
 * (site/lib/example-jobs.ts); without them, the samples.
 */
export function StackLanding({ data, openings }: { data: StackPageData; openings?: ExampleJobs }) {
  const { detail, text, stack, category, locale } = data;
  const { words } = data;
  return (
    <>
      <Breadcrumb
        label={words.breadcrumbLabel}
        items={[
          { name: words.home, href: localizedHref("/", locale) },
          { name: words.candidates, href: localizedHref("/candidates", locale) },
          { name: category.name, href: localizedHref(category.path, locale) },
          { name: stack.name },
        ]}
      />
      <PageHero
        hero={{
          eyebrow: text.heroEyebrow,
          title: stack.name,
          description: text.heroDescription,
          actions: text.heroActions,
        }}
        visual={<ShortlistStack cards={data.shortlist} notice={data.sampleNotice} text={data.visualText} />}
      >
        <div className="mt-10">
          <h2 className="sr-only">{text.technologiesTitle}</h2>
          <ul className="flex flex-wrap gap-2" aria-label={text.technologiesTitle}>
            {detail.technologies.map((technology) => (
              <li
                key={technology}
                className="rounded-full bg-white/10 px-3 py-1.5 text-sm font-medium text-white"
              >
                {technology}
              </li>
            ))}
          </ul>
        </div>
      </PageHero>
      <IntroSection intro={{ title: text.profilesTitle }}>
        <ProfileCards profiles={data.profiles} words={words} />
        <SampleNotice text={data.sampleNotice} className="mt-4 text-center" />
      </IntroSection>

      <Section tone="muted" className={bandClass}>
        <div className="grid grid-cols-1 gap-8 lg:grid-cols-2">
          <div>
            <IntroHeading intro={{ title: text.roleTitle }} align="left" />
            <p className="mt-4 text-muted-foreground sm:text-lg">{detail.description}</p>
          </div>
          <div>
            <h3 className="text-xl font-semibold">{text.opportunitiesTitle}</h3>
            <JobCards
              jobs={openings?.jobs ?? detail.opportunityExamples}
              payLabel={words.rate}
              role={stack.slug}
              sampleNotice={words.sampleJobsNotice}
              className="mt-4 lg:grid-cols-1"
            />
            {openings ? <AllJobsLink link={openings.allJobs} /> : null}
          </div>
        </div>
      </Section>

      <Section className={bandClass}>
        <div className="grid gap-8 lg:grid-cols-2">
          <div>
            <IntroHeading intro={{ title: text.responsibilitiesTitle }} align="left" />
            <div className="mt-5">
              <CheckList items={detail.responsibilities} />
            </div>
          </div>
          <div>
            <IntroHeading intro={{ title: text.requirementsTitle }} align="left" />
            <div className="mt-5">
              <CheckList items={detail.requirements} />
            </div>
            <div className="mt-5">
              <ChipList
                items={detail.technologies.slice(0, 12)}
                label={fill(words.coreSkills, { stack: stack.name })}
              />
            </div>
          </div>
        </div>
      </Section>

      <IntroSection tone="muted" intro={{ title: text.vettingTitle, description: text.vettingDescription }}>
        <ProcessSteps steps={data.vettingSteps} list={rowProps("sm:grid-cols-2 lg:grid-cols-4")} />
      </IntroSection>

      <IntroSection tone="dark" intro={{ title: text.numbersTitle, description: text.numbersAsOf }}>
        <CounterGrid items={data.numbers} />
      </IntroSection>

      <Section className={bandClass}>
        <div className="mx-auto flex max-w-3xl flex-col items-center rounded-2xl border bg-card p-6 text-center shadow-sm sm:p-10">
          <h2 className="text-3xl font-bold tracking-tight">{text.salaryTitle}</h2>
          <p
            className="mt-4 text-4xl font-extrabold text-emerald-800 sm:text-5xl"
            data-testid="salary-range"
            {...priceMark(stack.slug)}
          >
            {stack.range}
          </p>
          <p className="mt-4 text-muted-foreground">{text.salaryDescription}</p>
          <div className="mt-6">
            <CtaButton cta={text.salaryAction} />
          </div>
        </div>
      </Section>

      <FaqSection title={text.faqTitle} faqs={detail.faqs} />
      <CtaBand
        content={{ title: text.ctaTitle, description: text.ctaDescription, actions: text.ctaActions }}
      />
    </>
  );
}
