import type { ShouldRevalidateFunctionArgs } from "react-router";
import { HeroBand } from "~/components/sections/page-hero";
import { pages } from "~/content/pages";
import { calculatorHero, calculatorMethod } from "~/content/savings-calculator";
import { usWageBenchmarks } from "~/content/us-wage-benchmarks";
import { CalculatorMethod, SavingsCalculator } from "~/features/savings-calculator/savings-calculator";
import { audienceHandle } from "~/lib/page-audience";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/savings-calculator";

export const handle = audienceHandle("companies");

export const meta = ({ loaderData }: Route.MetaArgs) => (loaderData ? seo(loaderData.page) : []);

// The U.S. references of all 31 roles, the hero's and the method's text and the page's
// search-engine text come as data, prerendered once, not as page JavaScript.
export function loader() {
  return {
    benchmarks: usWageBenchmarks,
    hero: calculatorHero,
    method: calculatorMethod,
    page: pages.savingsCalculator,
  };
}

// The page's state is in the query string and changes with replace navigations; the data does
// not depend on it, so those need no request to the server.
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export default function SavingsCalculatorPage({ loaderData }: Route.ComponentProps) {
  const { hero } = loaderData;
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
        <SavingsCalculator benchmarks={loaderData.benchmarks} />
      </div>
      <CalculatorMethod content={loaderData.method} />
    </>
  );
}
