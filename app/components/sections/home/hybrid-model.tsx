import { BotIcon, CheckIcon, UserCheckIcon } from "lucide-react";
import type { HomeContent } from "~/content/home";
import { cn } from "~/lib/cn";
import { Section, SectionHeading } from "../section";
import { headingGapClass, homeHeadingClass, homeSectionClass } from "./card-row";
import { RevealList } from "./reveal-list";

/** What the AI does and what recruiters do, as the two halves of one card. */
export function HybridModel({ content }: { content: HomeContent["hybrid"] }) {
  const columns = [
    { ...content.ai, Icon: BotIcon },
    { ...content.human, Icon: UserCheckIcon },
  ];
  return (
    <Section aria-labelledby="hybrid-title" className={homeSectionClass}>
      <SectionHeading
        id="hybrid-title"
        eyebrow={content.eyebrow}
        title={content.title}
        description={content.description}
        className={homeHeadingClass}
      />
      <div
        className={cn(
          "grid divide-y rounded-2xl border bg-card shadow-sm md:grid-cols-2 md:divide-x md:divide-y-0",
          headingGapClass,
        )}
      >
        {columns.map(({ title, points, Icon }) => (
          <div key={title} className="p-5 sm:p-8">
            <div className="flex items-center gap-3">
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="text-lg font-semibold sm:text-xl">{title}</h3>
            </div>
            <RevealList
              items={points}
              getKey={(point) => point}
              className="mt-4 space-y-2 sm:mt-5 sm:space-y-3"
              itemClassName="flex gap-2.5 text-[0.9375rem]/6 sm:gap-3 sm:text-base"
              renderItem={(point) => (
                <>
                  <CheckIcon
                    className="mt-1 size-4 shrink-0 text-accent sm:mt-0.5 sm:size-5"
                    aria-hidden="true"
                  />
                  <span>{point}</span>
                </>
              )}
            />
          </div>
        ))}
      </div>
    </Section>
  );
}
