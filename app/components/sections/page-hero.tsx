import type * as React from "react";
import type { HeroContent } from "~/content/types";
import { cn } from "~/lib/cn";
import { CtaGroup } from "./cta-button";
import { HeroBand } from "./hero-band";
import { ScenarioLinks } from "./scenario-links";

// In its own module, so a page can use the band without the calls to action and their modals.
export { HeroBand };

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
      {hero.descriptionLinks ? (
        // The lead and the calculator scenarios behind its figures, one block: the savings relation
        // reads a figure against the links of its nearest block.
        <div>
          <p className="mt-5 max-w-2xl text-lg text-white/80 sm:text-xl">{hero.description}</p>
          <ScenarioLinks links={hero.descriptionLinks} tone="dark" className="mt-2" />
        </div>
      ) : (
        <p className="mt-5 max-w-2xl text-lg text-white/80 sm:text-xl">{hero.description}</p>
      )}
      <CtaGroup actions={hero.actions} tone="dark" className="mt-8" />
    </>
  );
}

/** The opening band of a page: eyebrow, the page's one h1, a lead paragraph and its actions. */
export function PageHero({
  hero,
  className,
  children,
  visual,
}: {
  hero: HeroContent;
  className?: string;
  /** Extra content below the actions, such as stats or a breadcrumb. */
  children?: React.ReactNode;
  /** A product-UI picture of the page's content, beside the text from the lg breakpoint. */
  visual?: React.ReactNode;
}) {
  if (!visual) {
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
  return (
    <HeroBand className={className}>
      <div className="relative mx-auto grid max-w-7xl grid-cols-1 items-center gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:px-8 lg:py-24 xl:grid-cols-[minmax(0,1fr)_minmax(0,30rem)] xl:gap-16">
        <div className="min-w-0">
          <HeroIntro hero={hero} titleClassName="sm:text-5xl xl:text-6xl" />
          {children}
        </div>
        {visual}
      </div>
    </HeroBand>
  );
}
