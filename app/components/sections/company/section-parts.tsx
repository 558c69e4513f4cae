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

/**
 * Figures as a row of tiles; `tone` matches the background they sit on. The tiles share their
 * rows (subgrid): every tile in a row has the same height and its value on the same baseline,
 * however many lines its label takes. Labels reserve two lines, so rows of short labels match.
 */
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
            "row-span-2 grid grid-rows-subgrid gap-y-1 rounded-xl px-4 py-3",
            tone === "dark" ? "bg-white/10 text-white" : "border bg-background",
          )}
        >
          <dt
            className={cn(
              "order-2 min-h-[2lh] text-sm leading-snug",
              tone === "dark" ? "text-white/80" : "text-muted-foreground",
            )}
          >
            {stat.label}
          </dt>
          <dd className="order-1 text-2xl font-extrabold tracking-tight tabular-nums">{stat.value}</dd>
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
