import { BriefcaseIcon, MapPinIcon } from "lucide-react";
import { Link } from "react-router";
import { Portrait } from "~/components/ui/portrait";
import type { StatItem } from "~/content/category-pages";
import type { JobSample } from "~/content/job-samples";
import type { TalentProfile } from "~/content/profiles";
import type { SectionWords } from "~/content/ui/section-text";
import { cn } from "~/lib/cn";
import { fill } from "~/lib/i18n/ui-text";

/** Sample job cards: title, type, location, stack and rate. */
export function JobCards({
  jobs,
  action,
  className,
}: {
  jobs: readonly JobSample[];
  /** Optional link shown on each card, e.g. "Apply" to /talent-apply. */
  action?: { label: string; href: string };
  className?: string;
}) {
  return (
    <ul className={cn("grid gap-4 sm:grid-cols-2 lg:grid-cols-3", className)}>
      {jobs.map((job) => (
        <li
          key={`${job.title}-${job.rate}`}
          className="flex flex-col rounded-xl border bg-card p-5 shadow-sm"
        >
          <h3 className="text-lg font-semibold break-words">{job.title}</h3>
          <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <span className="inline-flex items-center gap-1.5">
              <BriefcaseIcon className="size-4" aria-hidden="true" />
              {job.type}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <MapPinIcon className="size-4" aria-hidden="true" />
              {job.location}
            </span>
          </p>
          <p className="mt-3 text-sm break-words text-muted-foreground">{job.stack}</p>
          <div className="mt-auto flex items-end justify-between gap-3 pt-4">
            <p className="text-xl font-bold text-emerald-800">{job.rate}</p>
            {action ? (
              <Link
                to={action.href}
                className="text-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                aria-label={`${action.label}: ${job.title}`}
              >
                {action.label}
              </Link>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Sample talent profile cards with an illustrated portrait and previous-company badges. */
export function ProfileCards({
  profiles,
  words,
}: {
  profiles: readonly TalentProfile[];
  words: SectionWords;
}) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {profiles.map((profile) => (
        <li key={profile.id} className="overflow-hidden rounded-xl border bg-card shadow-sm">
          <div className={cn("flex items-center gap-3 bg-gradient-to-br p-5 text-white", profile.gradient)}>
            <Portrait src={profile.portrait} initials={profile.image.initials} tone="on-color" size="lg" />
            <div className="min-w-0">
              <h3 className="font-semibold break-words">{profile.name}</h3>
              <p className="text-sm break-words text-white/90">{profile.role}</p>
            </div>
          </div>
          <div className="p-5">
            <p className="text-sm font-medium break-words">
              <span aria-hidden="true">{profile.countryFlag} </span>
              {profile.country}
            </p>
            <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
              <div>
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
              className="mt-4 flex flex-wrap gap-1.5"
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
            <p className="mt-4 text-xs font-medium text-muted-foreground">{words.previouslyAt}</p>
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

/** A grid of headline figures. */
export function StatGrid({
  items,
  tone = "default",
}: {
  items: readonly StatItem[];
  tone?: "default" | "dark";
}) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((item) => (
        <div
          key={item.label}
          className={cn(
            "flex flex-col rounded-xl p-6",
            tone === "dark" ? "bg-white/10 text-white" : "border bg-card shadow-sm",
          )}
        >
          <dt
            className={cn("order-2 mt-1 font-semibold", tone === "dark" ? "text-white" : "text-foreground")}
          >
            {item.label}
          </dt>
          <dd className="order-1 text-3xl font-extrabold tracking-tight text-primary sm:text-4xl">
            <span className={tone === "dark" ? "text-highlight" : undefined}>{item.value}</span>
          </dd>
          {item.description ? (
            <dd
              className={cn(
                "order-3 mt-1 text-sm",
                tone === "dark" ? "text-white/80" : "text-muted-foreground",
              )}
            >
              {item.description}
            </dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}

/** Technology or tool names as chips. */
export function ChipList({ items, label }: { items: readonly string[]; label?: string }) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label={label}>
      {items.map((item) => (
        <li key={item} className="rounded-full border bg-background px-3 py-1.5 text-sm font-medium">
          {item}
        </li>
      ))}
    </ul>
  );
}

/** A bulleted list with check marks. */
export function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className="space-y-3">
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
