import { ArrowRightIcon, CheckIcon } from "lucide-react";
import { SiteLink } from "~/components/ui/site-link";
import type { HomeContent } from "~/content/home";
import { cn } from "~/lib/cn";
import { CtaButton } from "../cta-button";
import { Section, SectionHeading } from "../section";
import {
  CardRow,
  cardClass,
  cardTextClass,
  headingGapClass,
  homeHeadingClass,
  homeSectionClass,
} from "./card-row";

export function Packages({ content }: { content: HomeContent["packages"] }) {
  return (
    <Section tone="muted" aria-labelledby="packages-title" className={homeSectionClass}>
      <SectionHeading
        id="packages-title"
        eyebrow={content.eyebrow}
        title={content.title}
        description={content.description}
        className={homeHeadingClass}
      />
      <CardRow
        items={content.items}
        getKey={(item) => item.name}
        className={headingGapClass}
        itemClassName={(item) => cn(cardClass, item.popular && "border-primary ring-1 ring-primary")}
        renderItem={(item) => (
          <>
            {/* The badge sits in the card's flow: a row that scrolls sideways clips what overhangs. */}
            <div className="flex items-center justify-between gap-2">
              <h3 className="text-lg/6 font-semibold">{item.name}</h3>
              {item.popular ? (
                <span className="rounded-full bg-primary px-2.5 py-0.5 text-xs font-semibold text-white">
                  {content.popularLabel}
                </span>
              ) : null}
            </div>
            <p className="mt-2 text-2xl font-extrabold tracking-tight sm:text-3xl">{item.hours}</p>
            <p className={cn("mt-2", cardTextClass)}>{item.description}</p>
            <ul className="mt-4 flex-1 space-y-2 border-t pt-4">
              {item.features.map((feature) => (
                <li key={feature} className="flex gap-2.5 text-sm">
                  <CheckIcon className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
                  {feature}
                </li>
              ))}
            </ul>
            <CtaButton cta={item.cta} size="default" className="mt-5 w-full" />
          </>
        )}
      />
      <p className="mx-auto mt-6 max-w-2xl text-center text-sm text-muted-foreground">{content.note}</p>
      <p className="mt-3 text-center text-sm">
        <SiteLink
          href={content.pricingLink.href}
          className="inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline"
        >
          {content.pricingLink.label}
          <ArrowRightIcon className="size-4" aria-hidden="true" />
        </SiteLink>
      </p>
    </Section>
  );
}
