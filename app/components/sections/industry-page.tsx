import { CheckIcon } from "lucide-react";
import type { IconMarkup } from "~/content/company-icons.server";
import type { IndustryPageContent, IndustryService, IndustryTestimonial } from "~/content/industry-pages";
import { cn } from "~/lib/cn";
import { Accordion } from "../ui/accordion";
import { InitialsAvatar } from "../ui/initials-avatar";
import { SampleNotice } from "../ui/sample-notice";
import { CountUp } from "./company/count-up";
import { ImageCarousel } from "./company/image-carousel";
import { Chip, CompanyIcon, IntroAction, IntroHeading, StatTiles } from "./company/section-parts";
import { CtaBand } from "./cta-band";
import { HeroBand, HeroIntro } from "./page-hero";
import { ScenarioLinks } from "./scenario-links";
import { Section } from "./section";

/** The shared template of the industry pages: a list of bands, each fed by the page's content. */
export function IndustryPage({ content, icons }: { content: IndustryPageContent; icons: IconMarkup }) {
  return (
    <>
      <IndustryHero content={content} />
      <BenefitsBand content={content} />
      <CountersBand content={content} />
      <PartnershipBand content={content} />
      <ServicesBand content={content} />
      {content.platform ? (
        <Section tone="muted" aria-labelledby="platform-heading">
          <IntroHeading intro={content.platform} id="platform-heading" />
          <ImageCarousel
            images={content.platform.images}
            label={`${content.platform.title}: platform screens`}
            autoPlay={false}
            className="mx-auto mt-10 max-w-4xl"
          />
        </Section>
      ) : null}
      <RolesBand content={content} icons={icons} />
      <PlaybookBand content={content} />
      <TestimonialsBand items={content.testimonials.items} content={content} />
      <CtaBand content={content.cta} />
    </>
  );
}

function IndustryHero({ content }: { content: IndustryPageContent }) {
  const { hero } = content;
  return (
    <HeroBand>
      <div className="relative mx-auto grid max-w-7xl grid-cols-1 gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-2 lg:items-center lg:px-8">
        <div>
          <HeroIntro hero={hero} titleClassName="sm:text-5xl" />
          <StatTiles
            stats={content.heroStats.items}
            tone="dark"
            label="Results at a glance"
            className="mt-10 lg:grid-cols-2"
          />
          <p className="mt-3 text-xs text-white/80">{content.heroStats.asOf}</p>
        </div>
        <div className="rounded-3xl bg-white p-3 text-foreground shadow-xl sm:p-4">
          <ImageCarousel
            images={hero.images}
            label={`${hero.eyebrow ?? hero.title}: highlights`}
            autoPlay
            eager
          />
        </div>
      </div>
    </HeroBand>
  );
}

function BenefitsBand({ content }: { content: IndustryPageContent }) {
  const { benefits } = content;
  return (
    <Section>
      <IntroHeading intro={benefits} />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {benefits.items.map((benefit) => (
          <li key={benefit.title} className="flex flex-col rounded-2xl border bg-card p-6 shadow-sm">
            <p className="self-start rounded-full bg-accent-soft px-3 py-1 text-sm font-bold text-emerald-800">
              {benefit.metric}
            </p>
            <h3 className="mt-4 text-lg font-semibold">{benefit.title}</h3>
            <p className="mt-2 text-muted-foreground">{benefit.description}</p>
            {benefit.metricLinks ? <ScenarioLinks links={benefit.metricLinks} className="mt-3" /> : null}
          </li>
        ))}
      </ul>
      <IntroAction intro={benefits} />
    </Section>
  );
}

function CountersBand({ content }: { content: IndustryPageContent }) {
  const { counters } = content;
  return (
    <Section tone="dark">
      <IntroHeading intro={counters} tone="dark" />
      <ul
        className="mt-12 grid auto-rows-fr gap-6 sm:auto-rows-auto sm:grid-cols-2 lg:grid-cols-4"
        data-testid="industry-counters"
        data-count-up=""
      >
        {counters.items.map((item) => (
          // One column: every tile as tall as the tallest. Side by side: each tile spans three
          // rows of the list (subgrid), so values, labels and descriptions line up across a row.
          <li
            key={item.label}
            className="flex flex-col gap-2 rounded-2xl bg-white/5 p-6 text-center ring-1 ring-white/10 sm:row-span-3 sm:grid sm:grid-rows-subgrid"
          >
            <p className="text-4xl font-extrabold tracking-tight text-highlight">
              <CountUp value={item.value} suffix={item.suffix} />
            </p>
            <h3 className="text-lg font-semibold">{item.label}</h3>
            <p className="text-sm text-balance text-white/80">{item.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function PartnershipBand({ content }: { content: IndustryPageContent }) {
  const { partnership } = content;
  return (
    <Section>
      <div className="grid gap-12 lg:grid-cols-2 lg:items-center">
        <div>
          <IntroHeading intro={partnership} align="left" />
          <ul className="mt-8 space-y-5">
            {partnership.points.map((point) => (
              <li key={point.title} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="mt-1 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-accent text-white"
                >
                  <CheckIcon className="size-4" />
                </span>
                <div>
                  <h3 className="font-semibold">{point.title}</h3>
                  <p className="mt-1 text-muted-foreground">{point.description}</p>
                </div>
              </li>
            ))}
          </ul>
          <IntroAction intro={partnership} className="justify-start" />
        </div>
        <div>
          <TestimonialCard testimonial={partnership.quote} large />
          <SampleNotice text={content.sampleNotice} className="mt-3 text-center" />
        </div>
      </div>
    </Section>
  );
}

function ServiceDetails({ service }: { service: IndustryService }) {
  return (
    <div className="grid gap-6 md:grid-cols-[2fr_1fr]">
      <div>
        <p>{service.description}</p>
        <h4 className="mt-4 text-sm font-semibold text-foreground">What is included</h4>
        <ul className="mt-2 space-y-2">
          {service.features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <CheckIcon className="mt-0.5 size-4 shrink-0 text-emerald-800" aria-hidden="true" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h4 className="text-sm font-semibold text-foreground">Key metrics</h4>
        <dl className="mt-2 grid grid-cols-2 gap-3 md:grid-cols-1">
          {service.kpis.map((kpi) => (
            <div key={kpi.label} className="flex flex-col rounded-xl bg-muted px-4 py-3">
              <dt className="order-2 text-sm">{kpi.label}</dt>
              <dd className="order-1 text-xl font-bold text-foreground">{kpi.value}</dd>
              {kpi.description ? (
                <dd className="order-3 mt-1 text-xs leading-snug">
                  {kpi.description}
                  {kpi.links ? <ScenarioLinks links={kpi.links} className="mt-1 text-xs" /> : null}
                </dd>
              ) : null}
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}

function ServicesBand({ content }: { content: IndustryPageContent }) {
  const { services } = content;
  return (
    <Section tone="muted" id="services">
      <IntroHeading intro={services} />
      <Accordion
        className="mx-auto mt-10 max-w-4xl"
        items={services.items.map((service, index) => ({
          id: `service-${index}`,
          title: service.title,
          content: <ServiceDetails service={service} />,
        }))}
      />
      <IntroAction intro={services} />
    </Section>
  );
}

function RolesBand({ content, icons }: { content: IndustryPageContent; icons: IconMarkup }) {
  const { roles } = content;
  return (
    <Section>
      <IntroHeading intro={roles} />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {roles.items.map((role) => (
          <li key={role.title} className="flex flex-col rounded-2xl border bg-card p-6 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <CompanyIcon markup={icons[role.icon]} />
              <p className="rounded-full bg-primary-soft px-3 py-1 text-xs font-semibold text-primary">
                <span className="sr-only">Seniority: </span>
                {role.seniority}
              </p>
            </div>
            <h3 className="mt-4 text-lg font-semibold">{role.title}</h3>
            <p className="mt-2 text-muted-foreground">{role.description}</p>
            <ul aria-label={`${role.title} stack`} className="mt-4 flex flex-wrap gap-2">
              {role.stack.map((tool) => (
                <Chip key={tool}>{tool}</Chip>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <IntroAction intro={roles} />
    </Section>
  );
}

function PlaybookBand({ content }: { content: IndustryPageContent }) {
  const { playbook } = content;
  return (
    <Section tone="muted">
      <IntroHeading intro={playbook} />
      <div className="mt-12 grid gap-10 lg:grid-cols-2 lg:items-start">
        <ol className="space-y-4">
          {playbook.steps.map((step) => (
            <li key={step.step} className="flex gap-4 rounded-2xl border bg-background p-5">
              <span
                aria-hidden="true"
                className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-white"
              >
                {step.step}
              </span>
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                  <h3 className="font-semibold">
                    <span className="sr-only">Step {step.step}: </span>
                    {step.title}
                  </h3>
                  <p className="text-sm font-semibold text-emerald-800">{step.timeline}</p>
                </div>
                <p className="mt-1 text-muted-foreground">{step.description}</p>
              </div>
            </li>
          ))}
        </ol>
        <ImageCarousel
          images={playbook.images}
          label={`${playbook.title}: in pictures`}
          autoPlay
          className="lg:sticky lg:top-24"
        />
      </div>
      <IntroAction intro={playbook} />
    </Section>
  );
}

function TestimonialCard({
  testimonial,
  large = false,
}: {
  testimonial: IndustryTestimonial;
  large?: boolean;
}) {
  return (
    <figure className={cn("m-0 flex flex-col rounded-2xl border bg-card p-6 shadow-sm", !large && "h-full")}>
      <blockquote className={large ? "text-xl leading-relaxed font-medium" : "text-foreground"}>
        <p>“{testimonial.quote}”</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        <InitialsAvatar initials={testimonial.initials} />
        <span>
          <span className="block font-semibold">{testimonial.author}</span>
          <span className="block text-sm text-muted-foreground">{testimonial.title}</span>
        </span>
      </figcaption>
    </figure>
  );
}

function TestimonialsBand({
  items,
  content,
}: {
  items: readonly IndustryTestimonial[];
  content: IndustryPageContent;
}) {
  return (
    <Section>
      <IntroHeading intro={content.testimonials} />
      <ul className="mt-12 grid gap-6 md:grid-cols-2">
        {items.map((testimonial) => (
          <li key={testimonial.author}>
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </ul>
      <SampleNotice text={content.sampleNotice} className="mt-4 text-center" />
    </Section>
  );
}
