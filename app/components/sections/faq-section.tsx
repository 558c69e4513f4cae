import { Accordion } from "~/components/ui/accordion";
import { Section, SectionHeading } from "./section";

export interface FaqItem {
  question: string;
  answer: string;
}

/** A titled FAQ band with a single-open accordion. */
export function FaqSection({
  id,
  title = "Frequently asked questions",
  description,
  faqs,
  tone = "muted",
}: {
  id?: string;
  title?: string;
  description?: string;
  faqs: readonly FaqItem[];
  tone?: "default" | "muted";
}) {
  return (
    <Section id={id} tone={tone}>
      <SectionHeading title={title} description={description} />
      <Accordion
        className="mx-auto mt-10 max-w-3xl"
        items={faqs.map((faq, index) => ({
          id: `faq-${index}`,
          title: faq.question,
          content: <p>{faq.answer}</p>,
        }))}
      />
    </Section>
  );
}
