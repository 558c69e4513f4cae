import { CheckIcon, MinusIcon } from "lucide-react";
import type { ComparisonValue, HomeContent } from "~/content/home";
import { cn } from "~/lib/cn";
import { CtaButton } from "../cta-button";
import { Section, SectionHeading } from "../section";

/** Direct Hiring versus Comprehensive Staff Augmentation, row by row. */
export function Comparison({ content }: { content: HomeContent["comparison"] }) {
  const cell = (value: ComparisonValue) => {
    if (typeof value === "string") return <span className="text-sm font-semibold">{value}</span>;
    return value ? (
      <span className="inline-flex items-center gap-1.5 text-accent">
        <CheckIcon className="size-5" aria-hidden="true" />
        <span className="sr-only">{content.includedLabel}</span>
      </span>
    ) : (
      <span className="inline-flex items-center gap-1.5 text-muted-foreground">
        <MinusIcon className="size-5" aria-hidden="true" />
        <span className="sr-only">{content.notIncludedLabel}</span>
      </span>
    );
  };
  return (
    <Section id="solution" aria-labelledby="solution-title">
      <SectionHeading
        id="solution-title"
        eyebrow={content.eyebrow}
        title={content.title}
        description={content.description}
      />
      <div className="relative mt-12 overflow-x-auto rounded-2xl border shadow-sm">
        <table className="w-full min-w-[36rem] border-collapse text-left">
          <caption className="sr-only">{content.title}</caption>
          <thead>
            <tr className="align-top">
              <td className="w-2/5 p-5" />
              {content.services.map((service, index) => (
                <th
                  key={service.name}
                  scope="col"
                  className={cn("w-[30%] p-5 text-left", index === 1 && "bg-primary-soft")}
                >
                  {"badge" in service ? (
                    <span className="mb-2 inline-block rounded-full bg-primary px-2.5 py-0.5 text-xs font-semibold text-white">
                      {service.badge}
                    </span>
                  ) : null}
                  <span className="block text-lg font-bold">{service.name}</span>
                  <span className="mt-1 block text-sm font-normal text-muted-foreground">
                    {service.summary}
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {content.rows.map((row) => (
              <tr key={row.feature} className="border-t">
                <th scope="row" className="p-4 pl-5 text-sm font-medium">
                  {row.feature}
                </th>
                <td className="p-4 pl-5">{cell(row.values[0])}</td>
                <td className="bg-primary-soft p-4 pl-5">{cell(row.values[1])}</td>
              </tr>
            ))}
            <tr className="border-t">
              <td className="p-5" />
              {content.services.map((service, index) => (
                <td key={service.name} className={cn("p-5", index === 1 && "bg-primary-soft")}>
                  <CtaButton cta={service.cta} size="default" />
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </Section>
  );
}
