import { Accordion } from "~/components/ui/accordion";
import type { ScenarioLinkItem } from "~/content/model-figures";
import { ScenarioLinks } from "./scenario-links";
import { Section, SectionHeading } from "./section";

export interface FaqItem {
  question: string;
  answer: string;
  /** Links after the answer, e.g. the calculator scenarios that reproduce the figures the answer quotes. */
  links?: readonly ScenarioLinkItem[];
}

/** A titled FAQ band with a single-open accordion. */
export function FaqSection({
  id,
  title = "Frequently asked questions",
  description,
  faqs,
  tone = "muted",
  className,
}: {
  id?: string;
  title?: string;
  description?: string;
  faqs: readonly FaqItem[];
  tone?: "default" | "muted";
  /** Overrides the band's padding, for pages with a tighter rhythm. */
  className?: string;
}) {
  return (
    <Section id={id} tone={tone} className={className}>
      <SectionHeading title={title} description={description} />
      <Accordion
        className="mx-auto mt-10 max-w-3xl"
        items={faqs.map((faq, index) => ({
          id: `faq-${index}`,
          title: faq.question,
          content: faq.links?.length ? (
            <>
              <p>{faq.answer}</p>
              <ScenarioLinks links={faq.links} className="mt-2 text-base" />
            </>
          ) : (
            <p>{faq.answer}</p>
          ),
        }))}
      />
    </Section>
  );
}
