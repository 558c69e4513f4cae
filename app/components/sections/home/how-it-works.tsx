import type { HomeContent } from "~/content/home";
import { CtaButton } from "../cta-button";
import { Section, SectionHeading } from "../section";

export function HowItWorks({ content }: { content: HomeContent["howItWorks"] }) {
  return (
    <Section id="how-it-works" aria-labelledby="how-it-works-title">
      <SectionHeading
        id="how-it-works-title"
        eyebrow={content.eyebrow}
        title={content.title}
        description={content.description}
      />
      <ol className="mt-12 grid gap-6 lg:grid-cols-3">
        {content.steps.map((step, index) => (
          <li key={step.title} className="relative rounded-2xl border bg-card p-6 shadow-sm">
            <div className="flex items-center justify-between">
              <span
                aria-hidden="true"
                className="inline-flex size-10 items-center justify-center rounded-full bg-primary text-lg font-bold text-white"
              >
                {index + 1}
              </span>
              <span className="rounded-full bg-accent-soft px-3 py-1 text-xs font-semibold text-[#0a6650]">
                {step.timing}
              </span>
            </div>
            <h3 className="mt-4 text-xl font-semibold">{step.title}</h3>
            <p className="mt-2 text-muted-foreground">{step.description}</p>
          </li>
        ))}
      </ol>
      <div
        id="demo"
        className="mt-10 flex flex-col items-start gap-5 rounded-2xl bg-navy-900 px-6 py-8 text-white sm:flex-row sm:items-center sm:justify-between sm:px-10"
      >
        <div>
          <h3 className="text-xl font-bold">{content.demo.title}</h3>
          <p className="mt-1 text-white/80">{content.demo.description}</p>
        </div>
        <CtaButton cta={content.demo.cta} tone="dark" />
      </div>
    </Section>
  );
}
