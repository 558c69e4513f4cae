import type { StackPageData } from "~/content/candidate-page-data";
import { localizedHref } from "~/lib/i18n/locales";
import { fill } from "~/lib/i18n/ui-text";
import { CtaBand } from "../cta-band";
import { CtaButton } from "../cta-button";
import { FaqSection } from "../faq-section";
import { ShortlistStack } from "../hero-visuals/shortlist-stack";
import { PageHero } from "../page-hero";
import { Section, SectionHeading } from "../section";
import { Breadcrumb } from "./breadcrumb";
import { CheckList, ChipList, JobCards, ProfileCards } from "./cards";
import { CounterGrid } from "./counters";
import { ProcessSteps } from "./process-steps";

/** The page template shared by all 31 stack pages. */
export function StackLanding({ data }: { data: StackPageData }) {
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
        visual={
          <ShortlistStack
            cards={data.shortlist}
            role={stack.name}
            technologies={detail.technologies}
            range={stack}
            text={data.visualText}
          />
        }
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

      <Section>
        <SectionHeading title={text.profilesTitle} description={text.profilesDescription} />
        <div className="mt-10">
          <ProfileCards profiles={data.profiles} words={words} />
        </div>
      </Section>

      <Section tone="muted">
        <div className="grid gap-10 lg:grid-cols-2">
          <div>
            <SectionHeading title={text.roleTitle} align="left" />
            <p className="mt-4 text-lg text-muted-foreground">{detail.description}</p>
          </div>
          <div>
            <h3 className="text-xl font-semibold">{text.opportunitiesTitle}</h3>
            <JobCards jobs={detail.opportunityExamples} className="mt-4 sm:grid-cols-1 lg:grid-cols-1" />
          </div>
        </div>
      </Section>

      <Section>
        <div className="grid gap-10 lg:grid-cols-2">
          <div>
            <SectionHeading title={text.responsibilitiesTitle} align="left" />
            <div className="mt-6">
              <CheckList items={detail.responsibilities} />
            </div>
          </div>
          <div>
            <SectionHeading title={text.requirementsTitle} align="left" />
            <div className="mt-6">
              <CheckList items={detail.requirements} />
            </div>
            <div className="mt-6">
              <ChipList
                items={detail.technologies.slice(0, 12)}
                label={fill(words.coreSkills, { stack: stack.name })}
              />
            </div>
          </div>
        </div>
      </Section>

      <Section tone="muted">
        <SectionHeading title={text.vettingTitle} description={text.vettingDescription} />
        <div className="mt-10">
          <ProcessSteps steps={data.vettingSteps} />
        </div>
      </Section>

      <Section tone="dark">
        <SectionHeading title={text.numbersTitle} tone="dark" />
        <div className="mt-10">
          <CounterGrid items={data.numbers} />
        </div>
      </Section>

      <Section>
        <div className="mx-auto flex max-w-3xl flex-col items-center rounded-2xl border bg-card p-8 text-center shadow-sm sm:p-10">
          <h2 className="text-3xl font-bold tracking-tight">{text.salaryTitle}</h2>
          <p className="mt-4 text-4xl font-extrabold text-emerald-800 sm:text-5xl" data-testid="salary-range">
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
