import { CountryFlag } from "~/components/ui/country-flag";
import { SiteLink } from "~/components/ui/site-link";
import type { SalaryComparisonContent, SkillGroup, StatItem } from "~/content/category-pages";
import { type PayMark, payMark, priceMark } from "~/content/figure-marks";
import type { AllInclusiveFigure, ScenarioLinkItem } from "~/content/model-figures";
import type { RegionalStat } from "~/content/regional-stats";
import type { MonthlyBand, OteBand } from "~/content/salary-bands";
import type { SectionWords } from "~/content/ui/section-text";
import { ScenarioLinks } from "../scenario-links";
import { CheckList } from "./cards";
import { rowClass, rowProps } from "./rhythm";

export function SkillGroups({ groups }: { groups: readonly SkillGroup[] }) {
  return (
    <div {...rowProps(groups.length === 3 ? "md:grid-cols-3" : "md:grid-cols-2")}>
      {groups.map((group) => (
        <div key={group.title} className="rounded-xl border bg-card p-5 shadow-sm sm:p-6">
          <h3 className="mb-3 font-semibold sm:mb-4 sm:text-lg">{group.title}</h3>
          <CheckList items={group.skills} />
        </div>
      ))}
    </div>
  );
}

/** The five countries: three and two from sm, one row from lg. */
export function RegionalStatsTable({
  rows,
  role,
  words,
  numberLocale,
}: {
  rows: readonly RegionalStat[];
  /** The category the medians are paid in: a median is a mid-level pay. */
  role: string;
  words: SectionWords;
  /** BCP 47 tag the counts are written in ("4,200", "4.200"). */
  numberLocale: string;
}) {
  return (
    <ul {...rowProps("sm:grid-cols-3 lg:grid-cols-5")}>
      {rows.map((row) => (
        <li key={row.country} className="rounded-xl border bg-card p-4 shadow-sm">
          <h3 className="flex items-center gap-2 font-semibold sm:text-lg">
            <CountryFlag code={row.flag} />
            {row.country}
          </h3>
          <dl className="mt-2 space-y-1.5 text-sm">
            {(
              [
                [words.talentPool, row.vettedTalent.toLocaleString(numberLocale)],
                [words.medianRate, `$${row.medianRate}/h`, payMark({ role, seniority: "mid" })],
                [words.englishLevel, `${row.englishB2Share}%`],
                [words.timeZone, row.timeZone],
              ] as const
            ).map(([term, value, mark]) => (
              <div key={term} className="flex justify-between gap-2" {...mark}>
                <dt className="text-muted-foreground">{term}</dt>
                <dd className="text-right font-semibold">{value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-2 text-xs text-muted-foreground">{row.hubs.join(" · ")}</p>
        </li>
      ))}
    </ul>
  );
}

export function MonthlyBands({
  bands,
  comparison,
  employers,
  note,
  words,
}: {
  bands: readonly (MonthlyBand & { range: string })[];
  comparison: SalaryComparisonContent;
  /** The buyer's side of the comparison on a candidate page: its label and the all-inclusive cost. */
  employers: { label: string; allInclusive: AllInclusiveFigure; savingsLinks: readonly ScenarioLinkItem[] };
  note: string;
  words: SectionWords;
}) {
  return (
    <div className="grid gap-4 sm:gap-6 lg:grid-cols-3 lg:items-start">
      <BandTable
        caption={words.monthlyBandsCaption}
        head={[words.level, words.experience, words.monthlyUsd]}
        rows={bands.map((band) => ({
          name: band.level,
          cells: [
            { text: band.experience },
            { text: band.range, mark: { role: "developers", seniority: band.seniority, period: "month" } },
          ],
        }))}
        note={note}
      />
      <div className="rounded-xl bg-navy-900 p-5 text-white sm:p-6">
        <h3 className="text-lg font-semibold">
          {employers.label} {words.usComparison}
        </h3>
        <dl className="mt-2 divide-y divide-white/15">
          {comparison.rows.map((row) => (
            <ComparisonRow key={row.label} stat={row} />
          ))}
          <ComparisonRow stat={comparison.savings} emphasis links={employers.savingsLinks} />
          <ComparisonRow stat={employers.allInclusive} links={[employers.allInclusive.link]} />
        </dl>
      </div>
    </div>
  );
}

/** One line of the U.S. comparison: label and figure on a baseline, what it counts below. */
function ComparisonRow({
  stat,
  emphasis = false,
  links,
}: {
  stat: StatItem;
  emphasis?: boolean;
  /** The calculator scenarios that reproduce the figure, under its description. */
  links?: readonly ScenarioLinkItem[];
}) {
  return (
    <div className="grid grid-cols-[1fr_auto] items-baseline gap-x-4 py-3 last:pb-0">
      <dt className={emphasis ? "font-semibold" : "text-white/85"}>{stat.label}</dt>
      <dd className={emphasis ? "text-xl font-extrabold text-highlight" : "text-lg font-bold"}>
        {stat.value}
      </dd>
      {stat.description ? (
        <dd className="col-span-2 mt-1 text-xs leading-snug text-white/70">
          {stat.description}
          {links ? <ScenarioLinks links={links} tone="dark" className="mt-1 text-xs" /> : null}
        </dd>
      ) : null}
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
    <BandTable
      caption={words.oteCaption}
      head={[words.role, words.monthlyBase, words.monthlyTotalOte]}
      rows={bands.map((band) => ({
        name: band.role,
        cells: [
          { text: band.baseRange, mark: { role: band.stack, period: "month" } },
          { text: band.totalRange, mark: { role: band.stack, period: "month", part: "total" } },
        ],
      }))}
      note={note}
    />
  );
}

/** Pay bands as a table: a level or role per row, its ranges, the last one highlighted. */
function BandTable({
  caption,
  head,
  rows,
  note,
}: {
  caption: string;
  head: readonly string[];
  /** Each row's name, then its cells, a pay figure's cell with its mark. */
  rows: readonly { name: string; cells: readonly { text: string; mark?: PayMark }[] }[];
  note: string;
}) {
  return (
    <div className="relative overflow-x-auto rounded-xl border bg-card shadow-sm lg:col-span-2">
      <table className="w-full text-left text-sm *:*:*:px-4 *:*:*:py-3">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted">
          <tr>
            {head.map((label) => (
              <th key={label} scope="col" className="font-semibold">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">
          {rows.map(({ name, cells }) => (
            <tr key={name}>
              <th scope="row" className="font-semibold">
                {name}
              </th>
              {cells.map((cell, index) => (
                <td
                  key={cell.text}
                  className={index ? "font-semibold text-emerald-800" : undefined}
                  {...(cell.mark ? payMark(cell.mark) : {})}
                >
                  {cell.text}
                </td>
              ))}
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

// By the number of stacks: every row full, or a last row of at least two.
const explorerColumns: Record<number, string> = {
  4: "sm:grid-cols-2 lg:grid-cols-4",
  5: "sm:grid-cols-3",
  6: "sm:grid-cols-2 lg:grid-cols-3",
  7: "md:grid-cols-4",
};

/** The category explorer: each stack with its range and technologies, linking to its page. */
export function StackExplorer({
  entries,
  rateLabel,
}: {
  entries: readonly ExplorerEntry[];
  /** What the range measures: the all-inclusive hourly rate a client pays. */
  rateLabel: string;
}) {
  return (
    <ul className={`${rowClass} ${explorerColumns[entries.length] ?? "sm:grid-cols-2"}`}>
      {entries.map((entry) => (
        <li key={entry.slug} className="flex flex-col rounded-xl border bg-card p-4 shadow-sm sm:p-6">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <h3 className="font-semibold sm:text-lg">
              <SiteLink
                href={entry.href}
                className="text-foreground underline-offset-4 hover:text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring"
              >
                {entry.name}
              </SiteLink>
            </h3>
            <p className="text-right" {...priceMark(entry.slug)}>
              <span className="block text-xs font-medium text-muted-foreground">{rateLabel}</span>
              <span className="font-semibold text-emerald-800">{entry.range}</span>
            </p>
          </div>
          <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={`${entry.name} technologies`}>
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
