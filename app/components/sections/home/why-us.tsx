import { CheckIcon } from "lucide-react";
import type { HomeContent } from "~/content/home";
import { CtaButton } from "../cta-button";
import { Section, SectionHeading } from "../section";
import { homeHeadingClass, homeSectionClass } from "./card-row";
import { RevealList } from "./reveal-list";

export function WhyUs({ content }: { content: HomeContent["whyUs"] }) {
  return (
    <Section id="about" tone="dark" aria-labelledby="about-title" className={homeSectionClass}>
      <div className="grid gap-8 lg:grid-cols-[1fr_1.4fr] lg:items-start lg:gap-12">
        <div>
          <SectionHeading
            id="about-title"
            tone="dark"
            align="left"
            eyebrow={content.eyebrow}
            title={content.title}
            description={content.description}
            className={homeHeadingClass}
          />
          <CtaButton cta={content.cta} tone="dark" className="mt-6 sm:mt-8" />
        </div>
        <RevealList
          items={content.points}
          getKey={(point) => point.title}
          className="grid gap-4 sm:grid-cols-2"
          itemClassName="flex gap-3 sm:rounded-2xl sm:bg-white/5 sm:p-5"
          renderItem={(point) => (
            <>
              <span className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-accent text-white sm:size-7">
                <CheckIcon className="size-4" aria-hidden="true" />
              </span>
              <span>
                <span className="block font-semibold">{point.title}</span>
                <span className="mt-0.5 block text-sm text-white/80">{point.description}</span>
              </span>
            </>
          )}
        />
      </div>
    </Section>
  );
}
