import type * as React from "react";
import type { HeroContent } from "~/content/types";
import { cn } from "~/lib/cn";
import { CtaGroup } from "./cta-button";

/** The dark opening band with the site's gradient, shared by every page's hero. */
export function HeroBand({ className, children }: { className?: string; children: React.ReactNode }) {
  return (
    <section className={cn("relative overflow-hidden bg-navy-900 text-white", className)}>
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_80%_-10%,rgba(36,70,199,0.55),transparent),radial-gradient(40rem_20rem_at_0%_110%,rgba(13,138,106,0.35),transparent)]"
      />
      {children}
    </section>
  );
}

/** Eyebrow, the page's one h1, the lead paragraph and the hero's actions. */
export function HeroIntro({
  hero,
  titleClassName = "sm:text-5xl lg:text-6xl",
}: {
  hero: HeroContent;
  titleClassName?: string;
}) {
  return (
    <>
      {hero.eyebrow ? (
        <p className="mb-4 inline-flex rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-white/90">
          {hero.eyebrow}
        </p>
      ) : null}
      <h1 className={cn("text-4xl font-extrabold tracking-tight", titleClassName)}>{hero.title}</h1>
      <p className="mt-5 max-w-2xl text-lg text-white/80 sm:text-xl">{hero.description}</p>
      <CtaGroup actions={hero.actions} tone="dark" className="mt-8" />
    </>
  );
}

/** The opening band of a page: eyebrow, the page's one h1, a lead paragraph and its actions. */
export function PageHero({
  hero,
  className,
  children,
}: {
  hero: HeroContent;
  className?: string;
  /** Extra content below the actions, such as stats or a breadcrumb. */
  children?: React.ReactNode;
}) {
  return (
    <HeroBand className={className}>
      <div className="relative mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8 lg:py-24">
        <div className="max-w-3xl">
          <HeroIntro hero={hero} />
        </div>
        {children}
      </div>
    </HeroBand>
  );
}
