import type * as React from "react";
import type { IconCard, SectionIntro } from "~/content/home";
import { cn } from "~/lib/cn";
import { Section, SectionHeading } from "../section";
import {
  CardRow,
  cardClass,
  cardTextClass,
  headingGapClass,
  homeHeadingClass,
  homeSectionClass,
} from "./card-row";
import { HomeIcon } from "./home-icon";

/**
 * A titled band of icon cards (challenges, audiences, local partners). `renderDetails` adds
 * what a card shows below its description.
 */
export function IconCardGrid<T extends IconCard>({
  content,
  id,
  tone = "default",
  iconTone,
  renderDetails,
}: {
  content: SectionIntro & { items: readonly T[] };
  id?: string;
  tone?: "default" | "muted";
  iconTone?: "primary" | "accent";
  renderDetails?: (item: T) => React.ReactNode;
}) {
  const headingId = `${id ?? content.title.replace(/\W+/g, "-").toLowerCase()}-title`;
  return (
    <Section id={id} tone={tone} aria-labelledby={headingId} className={homeSectionClass}>
      <SectionHeading
        id={headingId}
        eyebrow={content.eyebrow}
        title={content.title}
        description={content.description}
        className={homeHeadingClass}
      />
      <CardRow
        items={content.items}
        getKey={(item) => item.title}
        className={headingGapClass}
        itemClassName={cardClass}
        renderItem={(item) => (
          <>
            <div className="flex items-center gap-3">
              <HomeIcon name={item.icon} tone={iconTone} />
              <h3 className="text-lg/6 font-semibold">{item.title}</h3>
            </div>
            <p className={cn("mt-3", cardTextClass)}>{item.description}</p>
            {renderDetails?.(item)}
          </>
        )}
      />
    </Section>
  );
}
