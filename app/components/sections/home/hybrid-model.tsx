import { BotIcon, CheckIcon, UserCheckIcon } from "lucide-react";
import type { HomeContent } from "~/content/home";
import { Section, SectionHeading } from "../section";
import { RevealList } from "./reveal-list";

export function HybridModel({ content }: { content: HomeContent["hybrid"] }) {
  const columns = [
    { ...content.ai, Icon: BotIcon },
    { ...content.human, Icon: UserCheckIcon },
  ];
  return (
    <Section aria-labelledby="hybrid-title">
      <SectionHeading
        id="hybrid-title"
        eyebrow={content.eyebrow}
        title={content.title}
        description={content.description}
      />
      <div className="mt-12 grid gap-6 md:grid-cols-2">
        {columns.map(({ title, points, Icon }) => (
          <div key={title} className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
            <div className="flex items-center gap-3">
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-primary-soft text-primary">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="text-xl font-semibold">{title}</h3>
            </div>
            <RevealList
              items={points}
              getKey={(point) => point}
              className="mt-6 space-y-3"
              itemClassName="flex gap-3"
              renderItem={(point) => (
                <>
                  <CheckIcon className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden="true" />
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
