import type * as React from "react";
import type { SectionIntro } from "~/content/types";
import { Section, SectionHeading } from "../section";
import { bandClass, bodyGapClass, compactHeadingClass } from "./rhythm";

/** A section's eyebrow, title and lead from content. */
export function IntroHeading({
  intro,
  tone,
  align,
}: {
  intro: SectionIntro;
  tone?: "default" | "dark";
  align?: "center" | "left";
}) {
  return (
    <SectionHeading
      eyebrow={intro.eyebrow}
      title={intro.title}
      description={intro.description}
      tone={tone}
      align={align}
      className={compactHeadingClass}
    />
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
    <Section tone={tone} className={bandClass}>
      <IntroHeading intro={intro} tone={tone === "dark" ? "dark" : "default"} />
      <div className={bodyGapClass}>{children}</div>
    </Section>
  );
}
