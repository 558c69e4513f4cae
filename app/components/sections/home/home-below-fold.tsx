import { homeBelowFold as content } from "~/content/home";
import { CtaBand } from "../cta-band";
import { FaqSection } from "../faq-section";
import { Audiences } from "./audiences";
import { homeSectionClass } from "./card-row";
import { Comparison } from "./comparison";
import { HowItWorks } from "./how-it-works";
import { HybridModel } from "./hybrid-model";
import { IconCardGrid } from "./icon-card-grid";
import { LogoGrid } from "./logo-grid";
import { Packages } from "./packages";
import { RoiPromo } from "./roi-promo";
import { TalentExamples } from "./talent-examples";
import { TeamBuilding } from "./team-building";
import { TestimonialsCarousel } from "./testimonials-carousel";
import { WhyUs } from "./why-us";

/**
 * Every home section after the stats bar, in the spec's order: static HTML on the Astro page
 * (site/pages/index.astro), whose own script runs their carousels, rows, reveals and listings.
 */
export default function HomeBelowFold() {
  return (
    <>
      <IconCardGrid content={content.challenges} id="challenges" />
      <Audiences content={content.audiences} />
      <Comparison content={content.comparison} />
      <TeamBuilding content={content.teamBuilding} />
      <HowItWorks content={content.howItWorks} />
      <Packages content={content.packages} />
      <LogoGrid content={content.logos} />
      <TestimonialsCarousel content={content.testimonials} />
      <FaqSection
        id="faq-section"
        title={content.faq.title}
        description={content.faq.description}
        faqs={content.faq.faqs}
        className={homeSectionClass}
      />
      <TalentExamples content={content.talentExamples} />
      <IconCardGrid content={content.partners} id="local-partners" tone="muted" iconTone="accent" />
      <WhyUs content={content.whyUs} />
      <HybridModel content={content.hybrid} />
      <RoiPromo content={content.roi} />
      <CtaBand content={content.cta} />
    </>
  );
}
