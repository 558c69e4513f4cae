import { CheckIcon, MinusIcon } from "lucide-react";
import type { ComparisonValue, HomeContent } from "~/content/home";
import { cn } from "~/lib/cn";
import { CtaButton } from "../cta-button";
import { Section, SectionHeading } from "../section";
import { CardRow, cardClass, headingGapClass, homeHeadingClass, homeSectionClass } from "./card-row";

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
    <Section id="solution" aria-labelledby="solution-title" className={homeSectionClass}>
      <SectionHeading
        id="solution-title"
        eyebrow={content.eyebrow}
        title={content.title}
        description={content.description}
        className={homeHeadingClass}
      />
      <div
        className={cn(
          headingGapClass,
          "relative hidden overflow-x-auto rounded-2xl border bg-card shadow-sm sm:block",
        )}
      >
        <table className="w-full min-w-[36rem] border-collapse text-left">
          <caption className="sr-only">{content.title}</caption>
          <thead>
            <tr className="align-top">
              <td className="w-2/5 px-5 py-4" />
              {content.services.map((service, index) => (
                <th
                  key={service.name}
                  scope="col"
                  className={cn("w-[30%] px-5 py-4 text-left", index === 1 && "bg-primary-soft")}
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
                <th scope="row" className="px-5 py-2.5 text-sm font-medium">
                  {row.feature}
                </th>
                <td className="px-5 py-2.5">{cell(row.values[0])}</td>
                <td className="bg-primary-soft px-5 py-2.5">{cell(row.values[1])}</td>
              </tr>
            ))}
            <tr className="border-t">
              <td className="px-5 py-4" />
              {content.services.map((service, index) => (
                <td key={service.name} className={cn("px-5 py-4", index === 1 && "bg-primary-soft")}>
                  <CtaButton cta={service.cta} size="default" />
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
      {/* On phones a card per service in a swipeable row, so the recommended one is never cut off. */}
      <CardRow
        items={content.services}
        getKey={(service) => service.name}
        className={cn(headingGapClass, "sm:hidden")}
        testId="home-comparison-cards"
        itemClassName={(service) =>
          cn(cardClass, "p-4", "badge" in service && "border-primary/40 bg-primary-soft")
        }
        renderItem={(service, index) => (
          <>
            <div>
              {"badge" in service ? (
                <span className="mb-1.5 inline-block rounded-full bg-primary px-2.5 py-0.5 text-xs font-semibold text-white">
                  {service.badge}
                </span>
              ) : null}
              <h3 className="text-lg/6 font-bold">{service.name}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{service.summary}</p>
            </div>
            <dl className="mt-3 flex-1 divide-y divide-border/70 border-t border-border/70 [&_svg]:size-4">
              {content.rows.map((row) => (
                <div key={row.feature} className="flex items-center justify-between gap-3 py-1.5">
                  <dt className="text-[0.8125rem]/5">{row.feature}</dt>
                  <dd className="shrink-0">{cell(row.values[index] ?? false)}</dd>
                </div>
              ))}
            </dl>
            <CtaButton cta={service.cta} size="default" className="mt-3 w-full" />
          </>
        )}
      />
    </Section>
  );
}
