import { CtaBand } from "~/components/sections/cta-band";
import { FaqSection } from "~/components/sections/faq-section";
import { Audiences } from "~/components/sections/home/audiences";
import { Comparison } from "~/components/sections/home/comparison";
import { HomeHero } from "~/components/sections/home/home-hero";
import { HowItWorks } from "~/components/sections/home/how-it-works";
import { HybridModel } from "~/components/sections/home/hybrid-model";
import { IconCardGrid } from "~/components/sections/home/icon-card-grid";
import { LogoGrid } from "~/components/sections/home/logo-grid";
import { Packages } from "~/components/sections/home/packages";
import { RoiPromo } from "~/components/sections/home/roi-promo";
import { StatsBar } from "~/components/sections/home/stats-bar";
import { TalentExamples } from "~/components/sections/home/talent-examples";
import { TeamBuilding } from "~/components/sections/home/team-building";
import { TestimonialsCarousel } from "~/components/sections/home/testimonials-carousel";
import { WhyUs } from "~/components/sections/home/why-us";
import { homeContent } from "~/content/home";
import { pages } from "~/content/pages";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/home";

export const meta = () => seo(pages.home);

// The copy is handed over as loader data: the page is prerendered, so this runs at build time
// and the content module stays out of the browser bundle.
export function loader() {
  return homeContent;
}

export default function HomePage({ loaderData: content }: Route.ComponentProps) {
  return (
    <>
      <HomeHero hero={content.hero} carousel={content.heroCarousel} />
      <StatsBar stats={content.stats} />
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
      />
      <TalentExamples content={content.talentExamples} />
      <IconCardGrid
        content={content.partners}
        id="local-partners"
        tone="muted"
        columns={3}
        iconTone="accent"
      />
      <WhyUs content={content.whyUs} />
      <HybridModel content={content.hybrid} />
      <RoiPromo content={content.roi} />
      <CtaBand content={content.cta} />
    </>
  );
}
