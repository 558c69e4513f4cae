import type { IndustryPageContent } from "~/content/industry-pages";
import { CtaBand } from "./cta-band";
import { PageHero } from "./page-hero";

/** The shared template of the industry pages. */
export function IndustryPage({ content }: { content: IndustryPageContent }) {
  return (
    <>
      <PageHero hero={content.hero} />
      <CtaBand content={content.cta} />
    </>
  );
}
