import type { CtaBandContent, HeroContent } from "~/content/types";
import { CtaBand } from "./cta-band";
import { PageHero } from "./page-hero";

/** A page made of its hero and closing call to action. */
export function SimplePage({ hero, cta }: { hero: HeroContent; cta?: CtaBandContent }) {
  return (
    <>
      <PageHero hero={hero} />
      {cta ? <CtaBand content={cta} /> : null}
    </>
  );
}
