import { CheckIcon } from "lucide-react";
import type { HomeContent } from "~/content/home";
import { cn } from "~/lib/cn";
import { CtaButton } from "../cta-button";
import { Section, SectionHeading } from "../section";

export function Packages({ content }: { content: HomeContent["packages"] }) {
  return (
    <Section tone="muted" aria-labelledby="packages-title">
      <SectionHeading
        id="packages-title"
        eyebrow={content.eyebrow}
        title={content.title}
        description={content.description}
      />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {content.items.map((item) => (
          <li
            key={item.name}
            className={cn(
              "relative flex flex-col rounded-2xl border bg-card p-6 shadow-sm",
              item.popular && "border-2 border-primary shadow-lg",
            )}
          >
            {item.popular ? (
              <span className="absolute -top-3 left-6 rounded-full bg-primary px-3 py-0.5 text-xs font-semibold text-white">
                {content.popularLabel}
              </span>
            ) : null}
            <h3 className="text-lg font-semibold">{item.name}</h3>
            <p className="mt-2 text-3xl font-extrabold tracking-tight">{item.hours}</p>
            <p className="mt-3 text-sm text-muted-foreground">{item.description}</p>
            <ul className="mt-5 flex-1 space-y-2.5">
              {item.features.map((feature) => (
                <li key={feature} className="flex gap-2.5 text-sm">
                  <CheckIcon className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
                  {feature}
                </li>
              ))}
            </ul>
            <CtaButton cta={item.cta} size="default" className="mt-6 w-full" />
          </li>
        ))}
      </ul>
      <p className="mx-auto mt-8 max-w-2xl text-center text-sm text-muted-foreground">{content.note}</p>
    </Section>
  );
}
