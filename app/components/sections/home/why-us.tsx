import { CheckIcon } from "lucide-react";
import type { HomeContent } from "~/content/home";
import { CtaButton } from "../cta-button";
import { Section, SectionHeading } from "../section";
import { RevealList } from "./reveal-list";

export function WhyUs({ content }: { content: HomeContent["whyUs"] }) {
  return (
    <Section id="about" tone="dark" aria-labelledby="about-title">
      <div className="grid gap-12 lg:grid-cols-[1fr_1.4fr] lg:items-start">
        <div>
          <SectionHeading
            id="about-title"
            tone="dark"
            align="left"
            eyebrow={content.eyebrow}
            title={content.title}
            description={content.description}
          />
          <CtaButton cta={content.cta} tone="dark" className="mt-8" />
        </div>
        <RevealList
          items={content.points}
          getKey={(point) => point.title}
          className="grid gap-5 sm:grid-cols-2"
          itemClassName="flex gap-3 rounded-2xl bg-white/5 p-5"
          renderItem={(point) => (
            <>
              <span className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-accent text-white">
                <CheckIcon className="size-4" aria-hidden="true" />
              </span>
              <span>
                <span className="block font-semibold">{point.title}</span>
                <span className="mt-1 block text-sm text-white/80">{point.description}</span>
              </span>
            </>
          )}
        />
      </div>
    </Section>
  );
}
