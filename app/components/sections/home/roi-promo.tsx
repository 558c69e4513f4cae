import type { HomeContent } from "~/content/home";
import { CtaButton } from "../cta-button";
import { Section, SectionHeading } from "../section";

export function RoiPromo({ content }: { content: HomeContent["roi"] }) {
  return (
    <Section tone="muted" aria-labelledby="roi-title">
      <div className="grid gap-10 lg:grid-cols-2 lg:items-center">
        <div>
          <SectionHeading
            id="roi-title"
            align="left"
            eyebrow={content.eyebrow}
            title={content.title}
            description={content.description}
          />
          <CtaButton cta={content.cta} className="mt-8" />
        </div>
        <div className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
          <dl className="divide-y">
            {content.comparison.map((row) => (
              <div key={row.label} className="flex items-baseline justify-between gap-4 py-4">
                <dt className="text-muted-foreground">{row.label}</dt>
                <dd className="text-2xl font-bold">{row.value}</dd>
              </div>
            ))}
            <div className="flex items-baseline justify-between gap-4 pt-4">
              <dt className="font-semibold">{content.savings.label}</dt>
              <dd className="text-3xl font-extrabold text-accent">{content.savings.value}</dd>
            </div>
          </dl>
        </div>
      </div>
    </Section>
  );
}
