import type { OpportunityExample } from "~/content/stack-details";

/**
 * The English opportunity examples with Portuguese titles: type, location, rate and stack stay
 * the English facts (the rate's unit reads "/hora", a commission or bonus "+ comissão" or
 * "+ bônus"); `stacks` replaces a stack line only where it holds words rather than product names.
 */
export function localizedOpportunities(
  examples: readonly OpportunityExample[],
  titles: readonly string[],
  stacks: Readonly<Record<number, string>> = {},
): OpportunityExample[] {
  if (titles.length !== examples.length) {
    throw new Error(`Expected ${examples.length} titles, got ${titles.length}`);
  }
  return examples.map((example, index) => ({
    ...example,
    title: titles[index] ?? example.title,
    rate: example.rate
      .replace("/hour", "/hora")
      .replace(" plus commission", " + comissão")
      .replace(" plus bonus", " + bônus"),
    stack: stacks[index] ?? example.stack,
  }));
}
