import { HeroBand } from "~/components/sections/page-hero";
import { pages } from "~/content/pages";
import { calculatorHero as hero } from "~/content/savings-calculator";
import { CalculatorMethod, SavingsCalculator } from "~/features/savings-calculator/savings-calculator";
import { seo } from "~/lib/seo";

export const meta = () => seo(pages.savingsCalculator);

// No loader: the page's state is in the query string and changes with replace navigations,
// which then need no request to the server.
export default function SavingsCalculatorPage() {
  return (
    <>
      <HeroBand>
        <div className="relative mx-auto max-w-7xl px-4 pt-14 pb-24 sm:px-6 sm:pt-20 sm:pb-32 lg:px-8">
          <p className="mb-4 inline-flex rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-white/90">
            {hero.eyebrow}
          </p>
          <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">{hero.title}</h1>
          <p className="mt-5 max-w-2xl text-lg text-white/80">{hero.description}</p>
        </div>
      </HeroBand>
      <div className="bg-muted">
        <SavingsCalculator />
      </div>
      <CalculatorMethod />
    </>
  );
}
