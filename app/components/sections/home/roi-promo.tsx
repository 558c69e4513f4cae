import type { ClaimStat } from "~/content/claims";
import type { HomeContent } from "~/content/home";
import type { ScenarioLinkItem } from "~/content/model-figures";
import { CtaButton } from "../cta-button";
import { ScenarioLinks } from "../scenario-links";
import { Section, SectionHeading } from "../section";
import { homeHeadingClass, homeSectionClass } from "./card-row";

export function RoiPromo({ content }: { content: HomeContent["roi"] }) {
  return (
    <Section tone="muted" aria-labelledby="roi-title" className={homeSectionClass}>
      <div className="grid gap-8 lg:grid-cols-2 lg:items-center lg:gap-12">
        <div>
          <SectionHeading
            id="roi-title"
            align="left"
            eyebrow={content.eyebrow}
            title={content.title}
            description={content.description}
            className={homeHeadingClass}
          />
          <CtaButton cta={content.cta} className="mt-6 sm:mt-8" />
        </div>
        <div className="rounded-2xl border bg-card p-5 shadow-sm sm:p-8">
          <h3 className="text-sm font-semibold text-muted-foreground">{content.comparisonTitle}</h3>
          <dl className="mt-3 divide-y">
            {content.comparison.map((row) => (
              <RoiRow key={row.label} stat={row} />
            ))}
            <RoiRow stat={content.savings} emphasis links={content.savingsLinks} />
            <RoiRow stat={content.allInclusive} links={[content.allInclusive.link]} />
          </dl>
        </div>
      </div>
    </Section>
  );
}

/** A figure with its label on one baseline and, below the label, what the figure counts. */
function RoiRow({
  stat,
  emphasis = false,
  links,
}: {
  stat: Pick<ClaimStat, "value" | "label" | "description">;
  emphasis?: boolean;
  /** The calculator scenarios that reproduce the figure, under its description. */
  links?: readonly ScenarioLinkItem[];
}) {
  return (
    <div className="grid grid-cols-[1fr_auto] items-baseline gap-x-6 py-4 first:pt-0 last:pb-0">
      <dt className={emphasis ? "font-semibold" : "font-medium"}>{stat.label}</dt>
      <dd
        className={
          emphasis
            ? "text-2xl font-extrabold text-accent tabular-nums sm:text-3xl"
            : "text-2xl font-bold tabular-nums"
        }
      >
        {stat.value}
      </dd>
      <dd className="col-span-2 mt-1 max-w-sm text-sm leading-snug text-muted-foreground">
        {stat.description}
        {links ? <ScenarioLinks links={links} className="mt-1" /> : null}
      </dd>
    </div>
  );
}
