import { CheckIcon, ClockIcon, ShieldCheckIcon } from "lucide-react";
import type { ReactNode } from "react";
import type {
  securityAccess,
  securityCta,
  securityHero,
  securityProcessors,
  securityProtection,
  securityRights,
  securityStored,
} from "~/content/security";
import { CtaBand } from "../cta-band";
import { DataInventoryCard } from "../hero-visuals/data-inventory-card";
import { PageHero } from "../page-hero";
import { Section } from "../section";
import { IntroHeading } from "./section-parts";

export interface SecurityPageContent {
  hero: typeof securityHero;
  stored: typeof securityStored;
  protection: typeof securityProtection;
  access: typeof securityAccess;
  processors: typeof securityProcessors;
  rights: typeof securityRights;
  cta: typeof securityCta;
}

/** A titled card of the page's grids. */
function InfoCard({
  title,
  children,
  tone = "default",
}: {
  title: string;
  children: ReactNode;
  tone?: "default" | "muted";
}) {
  return (
    <li
      className={
        tone === "muted" ? "rounded-2xl border bg-background p-6" : "rounded-2xl border bg-card p-6 shadow-sm"
      }
    >
      <h3 className="font-semibold">{title}</h3>
      {children}
    </li>
  );
}

/** /security: what the site stores and for how long, its protection, access, processors and rights. */
export function SecurityPage({ content }: { content: SecurityPageContent }) {
  const { stored, protection, access, processors, rights } = content;
  return (
    <>
      <PageHero
        hero={content.hero}
        visual={
          <DataInventoryCard
            caption={stored.caption}
            records={stored.records}
            protections={protection.summary}
          />
        }
      />
      <Section id="what-we-store" aria-labelledby="security-stored-title">
        <IntroHeading intro={stored} id="security-stored-title" />
        <ul className="mt-10 grid gap-6 sm:mt-12 sm:grid-cols-2 lg:grid-cols-3">
          {stored.records.map((record) => (
            <InfoCard key={record.id} title={record.title}>
              <p className="mt-2 text-muted-foreground">{record.fields}</p>
              <p className="mt-4 flex gap-2 text-sm font-medium">
                <ClockIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                {record.retention}
              </p>
            </InfoCard>
          ))}
        </ul>
        <div className="mt-6 rounded-2xl bg-muted p-6">
          <h3 className="font-semibold">{stored.withEveryForm.title}</h3>
          <ul className="mt-3 space-y-2">
            {stored.withEveryForm.items.map((item) => (
              <li key={item} className="flex gap-3">
                <CheckIcon className="mt-1 size-4 shrink-0 text-accent" aria-hidden="true" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <Section tone="muted" aria-labelledby="security-protection-title">
        <IntroHeading intro={protection} id="security-protection-title" />
        <ul className="mt-10 grid gap-6 sm:mt-12 sm:grid-cols-2 lg:grid-cols-3">
          {protection.measures.map((measure) => (
            <li key={measure.title} className="flex gap-4 rounded-2xl border bg-background p-6">
              <ShieldCheckIcon className="mt-0.5 size-6 shrink-0 text-emerald-800" aria-hidden="true" />
              <div>
                <h3 className="font-semibold">{measure.title}</h3>
                <p className="mt-1 text-muted-foreground">{measure.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section aria-labelledby="security-access-title">
        <IntroHeading intro={access} id="security-access-title" />
        <ul className="mt-10 grid gap-6 sm:mt-12 sm:grid-cols-2 lg:grid-cols-4">
          {access.points.map((point) => (
            <InfoCard key={point.title} title={point.title}>
              <p className="mt-2 text-muted-foreground">{point.description}</p>
            </InfoCard>
          ))}
        </ul>
      </Section>

      <Section tone="muted" aria-labelledby="security-processors-title">
        <IntroHeading intro={processors} id="security-processors-title" />
        <ul className="mt-10 grid gap-6 sm:mt-12 md:grid-cols-3">
          {processors.items.map((item) => (
            <InfoCard key={item.title} title={item.title} tone="muted">
              <p className="mt-2 text-muted-foreground">{item.description}</p>
            </InfoCard>
          ))}
        </ul>
        <p className="mx-auto mt-8 max-w-3xl text-center font-medium">{processors.none}</p>
      </Section>

      <Section id="your-rights" aria-labelledby="security-rights-title">
        <IntroHeading intro={rights} id="security-rights-title" />
        <ul className="mt-10 grid gap-6 sm:mt-12 sm:grid-cols-2 lg:grid-cols-4">
          {rights.rights.map((right) => (
            <InfoCard key={right.title} title={right.title}>
              <p className="mt-2 text-muted-foreground">{right.description}</p>
            </InfoCard>
          ))}
        </ul>
        <div className="mx-auto mt-12 max-w-3xl">
          <h3 className="text-xl font-semibold">{rights.howTitle}</h3>
          <ol className="mt-4 space-y-4">
            {rights.steps.map((step, index) => (
              <li key={step} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-white"
                >
                  {index + 1}
                </span>
                <p className="min-w-0 pt-1 [overflow-wrap:anywhere]">{step}</p>
              </li>
            ))}
          </ol>
          <p className="mt-6 text-muted-foreground">{rights.unsubscribe}</p>
        </div>
      </Section>
      <CtaBand content={content.cta} />
    </>
  );
}
