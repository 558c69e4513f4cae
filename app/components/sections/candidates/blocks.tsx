import { Link } from "react-router";
import type { SkillGroup } from "~/content/category-pages";
import type { ChatMessage } from "~/content/interview-chats";
import type { RegionalStat } from "~/content/regional-stats";
import type { MonthlyBand, OteBand, SalaryComparison } from "~/content/salary-bands";
import type { SectionWords } from "~/content/ui/section-text";
import { cn } from "~/lib/cn";
import { CheckList } from "./cards";

export function SkillGroups({ groups }: { groups: readonly SkillGroup[] }) {
  return (
    <div className={cn("grid gap-6", groups.length === 3 ? "lg:grid-cols-3" : "md:grid-cols-2")}>
      {groups.map((group) => (
        <div key={group.title} className="rounded-xl border bg-card p-6 shadow-sm">
          <h3 className="mb-4 text-lg font-semibold">{group.title}</h3>
          <CheckList items={group.skills} />
        </div>
      ))}
    </div>
  );
}

/** A sample AI interview transcript. */
export function ChatTranscript({
  messages,
  label,
  speakers,
}: {
  messages: readonly ChatMessage[];
  label: string;
  speakers: { ai: string; candidate: string };
}) {
  return (
    <section aria-label={label} className="rounded-2xl border bg-card p-4 shadow-sm sm:p-6">
      <ol className="space-y-4">
        {messages.map((message) => {
          const fromAi = message.sender === "ai";
          return (
            <li key={message.id} className={cn("flex", fromAi ? "justify-start" : "justify-end")}>
              <div
                className={cn(
                  "max-w-[85%] rounded-2xl px-4 py-3 text-sm",
                  fromAi ? "rounded-tl-sm bg-muted text-foreground" : "rounded-tr-sm bg-primary text-white",
                )}
              >
                <p className="mb-1 text-xs font-semibold opacity-90">
                  {fromAi ? speakers.ai : speakers.candidate} · <time>{message.timestamp}</time>
                </p>
                <p>{message.text}</p>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

export function RegionalStatsTable({
  rows,
  categoryName,
  words,
}: {
  rows: readonly RegionalStat[];
  categoryName: string;
  words: SectionWords;
}) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
      {rows.map((row) => (
        <li key={row.country} className="rounded-xl border bg-card p-5 shadow-sm">
          <h3 className="flex items-center gap-2 text-lg font-semibold">
            <span aria-hidden="true">{row.flag}</span>
            {row.country}
          </h3>
          <dl className="mt-3 space-y-2 text-sm">
            <div className="flex justify-between gap-2">
              <dt className="text-muted-foreground">Vetted {categoryName.toLowerCase()}</dt>
              <dd className="font-semibold">{row.vettedTalent.toLocaleString("en-US")}</dd>
            </div>
            <div className="flex justify-between gap-2">
              <dt className="text-muted-foreground">{words.medianRate}</dt>
              <dd className="font-semibold">${row.medianRate}/h</dd>
            </div>
            <div className="flex justify-between gap-2">
              <dt className="text-muted-foreground">{words.englishLevel}</dt>
              <dd className="font-semibold">{row.englishB2Share}%</dd>
            </div>
            <div className="flex justify-between gap-2">
              <dt className="text-muted-foreground">{words.timeZone}</dt>
              <dd className="text-right font-semibold">{row.timeZone}</dd>
            </div>
          </dl>
          <p className="mt-3 text-xs text-muted-foreground">{row.hubs.join(" · ")}</p>
        </li>
      ))}
    </ul>
  );
}

export function MonthlyBands({
  bands,
  comparison,
  note,
  words,
}: {
  bands: readonly (MonthlyBand & { range: string })[];
  comparison: SalaryComparison;
  note: string;
  words: SectionWords;
}) {
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="relative overflow-x-auto rounded-xl border bg-card shadow-sm lg:col-span-2">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{words.monthlyBandsCaption}</caption>
          <thead className="bg-muted">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                {words.level}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {words.experience}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {words.monthlyUsd}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {bands.map((band) => (
              <tr key={band.level}>
                <th scope="row" className="px-4 py-3 font-semibold">
                  {band.level}
                </th>
                <td className="px-4 py-3">{band.experience}</td>
                <td className="px-4 py-3 font-semibold text-emerald-800">{band.range}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="border-t px-4 py-3 text-sm text-muted-foreground">{note}</p>
      </div>
      <div className="rounded-xl bg-navy-900 p-6 text-white">
        <h3 className="text-lg font-semibold">{words.usComparison}</h3>
        <dl className="mt-4 space-y-3">
          <div className="flex justify-between gap-3">
            <dt className="text-white/80">{words.usDeveloperSalary}</dt>
            <dd className="font-bold">{comparison.usSalary}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-white/80">{words.viaLatamMatch}</dt>
            <dd className="font-bold">{comparison.viaLatamMatch}</dd>
          </div>
          <div className="flex justify-between gap-3 border-t border-white/20 pt-3">
            <dt className="text-white/80">{words.companySaves}</dt>
            <dd className="font-bold text-highlight">
              {comparison.savings} ({comparison.savingsPct})
            </dd>
          </div>
        </dl>
      </div>
    </div>
  );
}

export function OteBands({
  bands,
  note,
  words,
}: {
  bands: readonly (OteBand & { baseRange: string; totalRange: string })[];
  note: string;
  words: SectionWords;
}) {
  return (
    <div className="relative overflow-x-auto rounded-xl border bg-card shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{words.oteCaption}</caption>
        <thead className="bg-muted">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              {words.role}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {words.monthlyBase}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {words.monthlyTotalOte}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {bands.map((band) => (
            <tr key={band.role}>
              <th scope="row" className="px-4 py-3 font-semibold">
                {band.role}
              </th>
              <td className="px-4 py-3">{band.baseRange}</td>
              <td className="px-4 py-3 font-semibold text-emerald-800">{band.totalRange}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="border-t px-4 py-3 text-sm text-muted-foreground">{note}</p>
    </div>
  );
}

export interface ExplorerEntry {
  slug: string;
  name: string;
  href: string;
  range: string;
  technologies: readonly string[];
}

/** The category explorer: each stack with its range and technologies, linking to its page. */
export function StackExplorer({ entries }: { entries: readonly ExplorerEntry[] }) {
  return (
    <ul className="grid gap-5 md:grid-cols-2">
      {entries.map((entry) => (
        <li key={entry.slug} className="flex flex-col rounded-xl border bg-card p-6 shadow-sm">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <h3 className="text-lg font-semibold">
              <Link
                to={entry.href}
                className="text-foreground underline-offset-4 hover:text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring"
              >
                {entry.name}
              </Link>
            </h3>
            <p className="font-semibold text-emerald-800">{entry.range}</p>
          </div>
          <ul className="mt-4 flex flex-wrap gap-1.5" aria-label={`${entry.name} technologies`}>
            {entry.technologies.map((technology) => (
              <li key={technology} className="rounded-full bg-muted px-2.5 py-1 text-xs font-medium">
                {technology}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
