import type * as React from "react";
import type { SectionIntro, StatItem } from "~/content/company-shapes";
import { cn } from "~/lib/cn";
import { CtaButton } from "../cta-button";
import { SectionHeading } from "../section";

/** The heading of a company-page band, from its content intro. */
export function IntroHeading({
  intro,
  align,
  tone,
  id,
  className,
}: {
  intro: SectionIntro;
  align?: "center" | "left";
  tone?: "default" | "dark";
  /** Id of the h2, for aria-labelledby. */
  id?: string;
  className?: string;
}) {
  return (
    <SectionHeading
      id={id}
      eyebrow={intro.eyebrow}
      title={intro.title}
      description={intro.description}
      align={align}
      tone={tone}
      className={className}
    />
  );
}

/** The band's own call to action, when its content has one. */
export function IntroAction({ intro, className }: { intro: SectionIntro; className?: string }) {
  if (!intro.action) return null;
  return (
    <div className={cn("mt-10 flex justify-center", className)}>
      <CtaButton cta={intro.action} />
    </div>
  );
}

/** Figures as a row of tiles; `tone` matches the background they sit on. */
export function StatTiles({
  stats,
  tone = "default",
  label,
  className,
}: {
  stats: readonly StatItem[];
  tone?: "default" | "dark";
  /** Accessible name of the list. */
  label: string;
  className?: string;
}) {
  return (
    <dl aria-label={label} className={cn("grid grid-cols-2 gap-3 sm:grid-cols-4", className)}>
      {stats.map((stat) => (
        <div
          key={stat.label}
          className={cn(
            "flex flex-col-reverse rounded-xl px-4 py-3",
            tone === "dark" ? "bg-white/10 text-white" : "border bg-background",
          )}
        >
          <dt className={cn("text-sm", tone === "dark" ? "text-white/80" : "text-muted-foreground")}>
            {stat.label}
          </dt>
          <dd className="text-2xl font-extrabold tracking-tight">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Round initials avatar for testimonials. */

/** Small rounded label, e.g. a technology or skill. */
export function Chip({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    <li
      className={cn(
        "rounded-full bg-secondary px-3 py-1 text-sm font-medium text-secondary-foreground",
        className,
      )}
    >
      {children}
    </li>
  );
}
