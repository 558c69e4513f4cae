import type { HomeContent } from "~/content/home";
import { cn } from "~/lib/cn";
import { CtaButton } from "../cta-button";
import { Section, SectionHeading } from "../section";
import { cardTextClass, headingGapClass, homeHeadingClass, homeSectionClass } from "./card-row";

/** Three numbered steps joined by a line: down the page on phones, across it from lg. */
export function HowItWorks({ content }: { content: HomeContent["howItWorks"] }) {
  const last = content.steps.length - 1;
  return (
    <Section id="how-it-works" aria-labelledby="how-it-works-title" className={homeSectionClass}>
      <SectionHeading
        id="how-it-works-title"
        eyebrow={content.eyebrow}
        title={content.title}
        description={content.description}
        className={homeHeadingClass}
      />
      <ol className={cn("grid gap-5 lg:grid-cols-3 lg:gap-10", headingGapClass)}>
        {content.steps.map((step, index) => (
          <li key={step.title} className="relative flex gap-4 lg:flex-col lg:gap-4">
            {index < last ? (
              <span
                aria-hidden="true"
                className="absolute top-10 -bottom-3 left-[0.9375rem] w-px bg-border lg:top-4 lg:right-[-1.75rem] lg:bottom-auto lg:left-11 lg:h-px lg:w-auto"
              />
            ) : null}
            <span
              aria-hidden="true"
              className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-white"
            >
              {index + 1}
            </span>
            <div className="min-w-0">
              <span className="inline-block rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-semibold text-[#0a6650]">
                {step.timing}
              </span>
              <h3 className="mt-2 text-lg/6 font-semibold">{step.title}</h3>
              <p className={cn("mt-1.5", cardTextClass)}>{step.description}</p>
            </div>
          </li>
        ))}
      </ol>
      <div
        id="demo"
        className="mt-6 flex flex-col items-start gap-4 rounded-2xl bg-navy-900 p-5 text-white sm:mt-10 sm:flex-row sm:items-center sm:justify-between sm:px-8 sm:py-6"
      >
        <div>
          <h3 className="text-lg font-bold sm:text-xl">{content.demo.title}</h3>
          <p className="mt-1 text-white/80">{content.demo.description}</p>
        </div>
        <CtaButton cta={content.demo.cta} tone="dark" />
      </div>
    </Section>
  );
}
