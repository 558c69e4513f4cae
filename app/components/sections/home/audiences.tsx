import { CheckIcon } from "lucide-react";
import type { HomeContent } from "~/content/home";
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

export function Audiences({ content }: { content: HomeContent["audiences"] }) {
  return (
    <Section tone="muted" aria-labelledby="who-we-help-title" className={homeSectionClass}>
      <SectionHeading
        id="who-we-help-title"
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
              <HomeIcon name={item.icon} />
              <h3 className="text-lg/6 font-semibold">{item.title}</h3>
            </div>
            <p className={cn("mt-3", cardTextClass)}>{item.description}</p>
            <ul className="mt-4 space-y-2 border-t pt-4">
              {item.points.map((point) => (
                <li key={point} className="flex gap-2.5 text-sm">
                  <CheckIcon className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
                  {point}
                </li>
              ))}
            </ul>
          </>
        )}
      />
    </Section>
  );
}
