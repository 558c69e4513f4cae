import { CountryFlag } from "~/components/ui/country-flag";
import { Portrait } from "~/components/ui/portrait";
import { SampleNotice } from "~/components/ui/sample-notice";
import { SiteLink } from "~/components/ui/site-link";
import { payMark } from "~/content/figure-marks";
import type { JobSample } from "~/content/job-samples";
import type { TalentProfile } from "~/content/profiles";
import { seniorityForYears } from "~/content/seniority";
import type { SectionWords } from "~/content/ui/section-text";
import { fill } from "~/content/ui/ui-text";
import { cn } from "~/lib/cn";
import { rowProps } from "./rhythm";

/**
 * A job card: one of SPEC's samples, or an open opening of the job board with its page's address
 * (`href`), its title in the page's language where it has a version in it.
 */
export interface JobCardItem extends Omit<JobSample, "type" | "location"> {
  /** "Full-Time" or "Contract", in the page's language for an opening. */
  type: string;
  location: string;
  /** The opening's page (/jobs/{slug}, under the page's locale prefix); samples have none. */
  href?: string;
  /** On a translated page, an opening shown in English: its title's language and the mark saying so. */
  inEnglish?: { lang: "en"; label: string };
}

/**
 * The example jobs of a candidate, category or stack page: the job board's newest open openings of
 * the page's scope, or SPEC's samples when it has none; under them, the job board filtered to the
 * same scope.
 */
export interface ExampleJobs {
  jobs: readonly JobCardItem[];
  allJobs: { label: string; href: string };
}

/** Under the example jobs: the job board's real openings. */
export function AllJobsLink({ link }: { link: { label: string; href: string } }) {
  return (
    <p className="mt-8 text-center">
      <SiteLink
        href={link.href}
        className="font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
      >
        {link.label} <span aria-hidden="true">→</span>
      </SiteLink>
    </p>
  );
}

/**
 * Job cards (three of them, one row from sm): title, type, location, stack and rate. An opening's
 * title links to its page, and the card's action (if any) goes there too: candidates apply on it.
 */
export function JobCards({
  jobs,
  payLabel,
  role,
  sampleNotice,
  action,
  className,
}: {
  jobs: readonly JobCardItem[];
  /** The stack or category the cards' pay belongs to, when a card names none of its own. */
  role?: string;
  /** Shown under the cards when they are samples rather than the job board's openings. */
  sampleNotice?: string;
  /** The word that says the rate is the role's hourly pay ("Pay"). */
  payLabel: string;
  /** Optional link shown on each card, e.g. "Apply" to /talent-apply. */
  action?: { label: string; href: string };
  className?: string;
}) {
  const samples = !jobs.some((job) => job.href);
  return (
    <>
      <ul {...rowProps(`sm:grid-cols-3 ${className ?? ""}`)}>
        {jobs.map((job) => (
          <li
            key={job.href ?? `${job.title}-${job.rate}`}
            className="flex flex-col rounded-xl border bg-card p-4 shadow-sm sm:p-5"
          >
            <h3 className="font-semibold break-words sm:text-lg">
              {job.href ? (
                <SiteLink
                  href={job.href}
                  lang={job.inEnglish?.lang}
                  className="hover:text-primary focus-visible:outline-2 focus-visible:outline-ring"
                >
                  {job.title}
                </SiteLink>
              ) : (
                job.title
              )}
              {job.inEnglish ? (
                <span className="ms-2 inline-block rounded-full bg-secondary px-2 py-0.5 align-middle text-xs font-medium text-secondary-foreground">
                  {job.inEnglish.label}
                </span>
              ) : null}
            </h3>
            <p className="mt-1 text-sm font-medium text-muted-foreground">
              {job.type} · {job.location}
            </p>
            <p className="mt-2 text-sm break-words text-muted-foreground">{job.stack}</p>
            <div className="mt-auto flex items-end justify-between gap-3 pt-4">
              <p
                className="text-lg font-bold text-emerald-800 sm:text-xl"
                {...((job.role ?? role) ? payMark({ role: job.role ?? role ?? "" }) : {})}
              >
                <span className="block text-xs font-medium text-muted-foreground">{payLabel}</span>
                {job.rate}
              </p>
              {action ? (
                <SiteLink
                  href={job.href ?? action.href}
                  className="text-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                  aria-label={`${action.label}: ${job.title}`}
                >
                  {action.label}
                </SiteLink>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      {sampleNotice && samples ? <SampleNotice text={sampleNotice} className="mt-4 text-center" /> : null}
    </>
  );
}

// A stack page shows its own stack's people, often one or two: centred, at a card's width.
const profileColumns: Record<number, string> = {
  1: "sm:grid-cols-[minmax(0,24rem)] sm:justify-center",
  2: "sm:grid-cols-[repeat(2,minmax(0,24rem))] sm:justify-center",
  // A stack page's three people, in one row like its three example jobs.
  3: "sm:grid-cols-3",
};

/** Sample talent profile cards with an illustrated portrait and previous-company badges. */
export function ProfileCards({
  profiles,
  words,
}: {
  profiles: readonly TalentProfile[];
  words: SectionWords;
}) {
  return (
    <ul {...rowProps(profileColumns[profiles.length] ?? "sm:grid-cols-2 lg:grid-cols-4")}>
      {profiles.map((profile) => (
        <li key={profile.id} className="overflow-hidden rounded-xl border bg-card shadow-sm">
          <div className={cn("flex items-center gap-3 bg-gradient-to-br p-4 text-white", profile.gradient)}>
            <Portrait src={profile.portrait} initials={profile.image.initials} tone="on-color" size="lg" />
            <div className="min-w-0">
              <h3 className="font-semibold break-words">{profile.name}</h3>
              <p className="text-sm break-words text-white/90">{profile.role}</p>
            </div>
          </div>
          <div className="p-4">
            <p className="flex items-center gap-1.5 text-sm font-medium break-words">
              <CountryFlag code={profile.countryFlag} />
              {profile.country}
            </p>
            <dl className="mt-2 grid grid-cols-2 gap-2 text-sm">
              <div
                {...payMark({ role: profile.stack, seniority: seniorityForYears(profile.yearsExperience) })}
              >
                <dt className="text-muted-foreground">{words.rate}</dt>
                <dd className="font-semibold">{fill(words.perHour, { rate: profile.hourlyRate })}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">{words.experience}</dt>
                <dd className="font-semibold">
                  {fill(words.yearsCount, { count: profile.yearsExperience })}
                </dd>
              </div>
            </dl>
            <ul
              className="mt-3 flex flex-wrap gap-1.5"
              aria-label={fill(words.skillsOf, { name: profile.name })}
            >
              {profile.skills.map((skill) => (
                <li
                  key={skill}
                  className="rounded-full bg-primary-soft px-2.5 py-1 text-xs font-medium text-primary"
                >
                  {skill}
                </li>
              ))}
            </ul>
            <p className="mt-3 text-xs font-medium text-muted-foreground">{words.previouslyAt}</p>
            <ul className="mt-2 flex flex-wrap gap-2">
              {profile.previousCompanies.map((company) => (
                <li key={company.name} className="inline-flex items-center gap-1.5 text-sm">
                  <span
                    aria-hidden="true"
                    className={cn(
                      "flex size-6 items-center justify-center rounded text-[0.65rem] font-bold text-white",
                      company.color,
                    )}
                  >
                    {company.initials}
                  </span>
                  {company.name}
                </li>
              ))}
            </ul>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Technology or tool names as chips. */
export function ChipList({ items, label }: { items: readonly string[]; label?: string }) {
  return (
    <ul className="flex flex-wrap gap-1.5 sm:gap-2" aria-label={label}>
      {items.map((item) => (
        <li
          key={item}
          className="rounded-full border bg-background px-2.5 py-1 text-xs font-medium sm:px-3 sm:py-1.5 sm:text-sm"
        >
          {item}
        </li>
      ))}
    </ul>
  );
}

/** A bulleted list with check marks. */
export function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className="space-y-2 text-[0.9375rem] sm:space-y-3 sm:text-base">
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <span
            aria-hidden="true"
            className="mt-1 flex size-5 shrink-0 items-center justify-center rounded-full bg-accent-soft text-xs font-bold text-emerald-800"
          >
            ✓
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
