import { CheckIcon } from "lucide-react";
import type { CaseStudy } from "~/content/case-studies";
import { ScenarioLinks } from "../scenario-links";
import { Chip } from "./section-parts";

/** One client story: team image and logo, headline metrics, the story and the client's words. */
export function CaseStudyCard({ study }: { study: CaseStudy }) {
  const headingId = `case-${study.id}`;
  return (
    <article aria-labelledby={headingId} className="overflow-hidden rounded-3xl border bg-card shadow-sm">
      <div className="grid lg:grid-cols-[2fr_3fr]">
        <div className="bg-muted p-6 sm:p-8">
          <img
            src={study.teamImage.src}
            alt={study.teamImage.alt}
            width={study.teamImage.width}
            height={study.teamImage.height}
            loading="lazy"
            decoding="async"
            className="h-auto w-full rounded-2xl border bg-background"
          />
          <dl className="mt-6 grid gap-3 sm:grid-cols-3 lg:grid-cols-1">
            {study.metrics.map((metric) => (
              <div key={metric.label} className="flex flex-col rounded-xl bg-background px-4 py-3">
                <dt className="order-2 text-sm font-semibold">{metric.label}</dt>
                <dd className="order-1 text-3xl font-extrabold tracking-tight text-primary">
                  {metric.value}
                </dd>
                <dd className="order-3 text-sm text-muted-foreground">
                  {metric.improvement}
                  {metric.links ? <ScenarioLinks links={metric.links} className="mt-1" /> : null}
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="p-6 sm:p-8">
          <div className="flex flex-wrap items-center justify-between gap-4">
            <img
              src={study.logo.src}
              alt={study.logo.alt}
              width={study.logo.width}
              height={study.logo.height}
              loading="lazy"
              decoding="async"
              className="h-12 w-auto"
            />
            <p className="rounded-full bg-accent-soft px-3 py-1 text-sm font-semibold text-emerald-800">
              {study.industry}
            </p>
          </div>
          <h3 id={headingId} className="mt-6 text-2xl font-bold tracking-tight">
            {study.clientName}
          </h3>
          <div className="mt-6 grid gap-6 md:grid-cols-2">
            <div>
              <h4 className="font-semibold">The challenge</h4>
              <p className="mt-2 text-muted-foreground">{study.challenge}</p>
            </div>
            <div>
              <h4 className="font-semibold">Our solution</h4>
              <p className="mt-2 text-muted-foreground">{study.solution}</p>
            </div>
          </div>
          <h4 className="mt-6 font-semibold">Skills</h4>
          <ul aria-label={`Skills on the ${study.clientName} team`} className="mt-2 flex flex-wrap gap-2">
            {study.tags.map((tag) => (
              <Chip key={tag}>{tag}</Chip>
            ))}
          </ul>
          <div>
            <h4 className="mt-6 font-semibold">Key results</h4>
            <ul className="mt-2 space-y-2">
              {study.results.map((result) => (
                <li key={result} className="flex gap-2">
                  <CheckIcon className="mt-1 size-4 shrink-0 text-emerald-800" aria-hidden="true" />
                  <span>{result}</span>
                </li>
              ))}
            </ul>
            {study.resultLinks ? <ScenarioLinks links={study.resultLinks} className="mt-3" /> : null}
          </div>
          <figure className="m-0 mt-8 rounded-2xl bg-navy-900 p-6 text-white">
            <blockquote className="text-lg leading-relaxed">
              <p>“{study.testimonial.quote}”</p>
            </blockquote>
            <figcaption className="mt-4 text-sm">
              <span className="block font-semibold">{study.testimonial.author}</span>
              <span className="block text-white/80">{study.testimonial.role}</span>
            </figcaption>
          </figure>
        </div>
      </div>
    </article>
  );
}
