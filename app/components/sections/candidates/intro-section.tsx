import type * as React from "react";
import type { SectionIntro } from "~/content/types";
import { Section, SectionHeading } from "../section";

/** A section's eyebrow, title and lead from content. */
export function IntroHeading({ intro, tone }: { intro: SectionIntro; tone?: "default" | "dark" }) {
  return (
    <SectionHeading eyebrow={intro.eyebrow} title={intro.title} description={intro.description} tone={tone} />
  );
}

/** A page band opened by its content heading, with the body below it. */
export function IntroSection({
  intro,
  tone = "default",
  children,
}: {
  intro: SectionIntro;
  tone?: "default" | "muted" | "dark";
  children: React.ReactNode;
}) {
  return (
    <Section tone={tone}>
      <IntroHeading intro={intro} tone={tone === "dark" ? "dark" : "default"} />
      <div className="mt-10">{children}</div>
    </Section>
  );
}
