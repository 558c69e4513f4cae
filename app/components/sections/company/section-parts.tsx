import type * as React from "react";
import type { SectionIntro, StatItem } from "~/content/company-shapes";
import { cn } from "~/lib/cn";
import { CtaButton } from "../cta-button";
import { ScenarioLinks } from "../scenario-links";
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
 * A figure's description (what it counts) sits under its label.
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
  const described = stats.some((stat) => stat.description);
  return (
    <dl aria-label={label} className={cn("grid grid-cols-2 gap-3 sm:grid-cols-4", className)}>
      {stats.map((stat) => (
        <div
          key={stat.label}
          className={cn(
            "grid grid-rows-subgrid gap-y-1 rounded-xl px-4 py-3",
            described ? "row-span-3" : "row-span-2",
            tone === "dark" ? "bg-white/10 text-white" : "border bg-background",
          )}
        >
          <dt
            className={cn(
              "order-2 text-sm leading-snug",
              described ? "font-semibold" : "min-h-[2lh]",
              tone === "dark" ? (described ? "text-white" : "text-white/80") : "text-muted-foreground",
            )}
          >
            {stat.label}
          </dt>
          <dd className="order-1 text-2xl font-extrabold tracking-tight tabular-nums">{stat.value}</dd>
          {described ? (
            <dd
              className={cn(
                "order-3 text-xs leading-snug",
                tone === "dark" ? "text-white/80" : "text-muted-foreground",
              )}
            >
              {stat.description}
              {stat.links ? (
                <ScenarioLinks
                  links={stat.links}
                  tone={tone === "dark" ? "dark" : "light"}
                  className="mt-1 text-xs"
                />
              ) : null}
            </dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}

/**
 * A decorative icon in a soft rounded square. The SVG markup comes from the route's loader
 * (content/company-icons.server.ts), so no icon code is shipped for content-chosen icons. It sits
 * with the other shared parts: in a module of its own, used only by the service and industry
 * pages, the bundler merged it into the industry pages' chunk, and the service pages loaded that
 * whole chunk (about 6 kB of gzip) for this one component.
 */
export function CompanyIcon({ markup, className }: { markup: string | undefined; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex size-11 items-center justify-center rounded-xl bg-primary-soft text-primary",
        className,
      )}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: markup rendered by our own server code from a fixed icon set
      dangerouslySetInnerHTML={{ __html: markup ?? "" }}
    />
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
