import type * as React from "react";
import type { CalculatorMethodContent } from "~/content/savings-calculator";
import type { HeroContent } from "~/content/types";
import { CalculatorMethod } from "~/features/savings-calculator/savings-calculator";
import { HeroBand } from "../page-hero";

/** /savings-calculator's opening band: what the calculator does. */
export function SavingsCalculatorHero({ hero }: { hero: HeroContent }) {
  return (
    <HeroBand>
      <div className="relative mx-auto max-w-7xl px-4 pt-14 pb-24 sm:px-6 sm:pt-20 sm:pb-32 lg:px-8">
        <p className="mb-4 inline-flex rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-white/90">
          {hero.eyebrow}
        </p>
        <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">{hero.title}</h1>
        <p className="mt-5 max-w-2xl text-lg text-white/80">{hero.description}</p>
      </div>
    </HeroBand>
  );
}

/**
 * /savings-calculator below its opening band: the calculator, over the band's foot, and the
 * method. `calculator` is the calculator itself, an island the page passes in.
 */
export function SavingsCalculatorBody({
  method,
  calculator,
}: {
  method: CalculatorMethodContent;
  calculator: React.ReactNode;
}) {
  return (
    <>
      <div className="bg-muted">{calculator}</div>
      <CalculatorMethod content={method} />
    </>
  );
}
