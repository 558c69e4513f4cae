import type { LegalDocument, LegalSection } from "~/content/legal";
import { LegalSummaryCard } from "../hero-visuals/legal-summary-card";
import { PageHero } from "../page-hero";

/** A policy document: hero, table of contents and numbered sections. */
export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <>
      <PageHero
        hero={document.hero}
        visual={
          <LegalSummaryCard
            title={document.hero.title}
            lastUpdated={document.lastUpdated}
            headings={document.sections.map((section) => section.heading)}
          />
        }
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[16rem_1fr] lg:px-8">
        <nav aria-label="On this page" className="lg:sticky lg:top-24 lg:self-start">
          <p className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">On this page</p>
          <ol className="mt-3 space-y-2 text-sm">
            {document.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-primary underline-offset-4 hover:underline">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="min-w-0 max-w-3xl">
          <p className="text-sm text-muted-foreground">Last updated: {document.lastUpdated}</p>
          <p className="mt-4 text-lg">{document.intro}</p>
          {document.sections.map((section) => (
            <section key={section.id} id={section.id} className="mt-10">
              <h2 className="text-2xl font-bold tracking-tight">{section.heading}</h2>
              {section.paragraphs?.map((paragraph) => (
                <p key={paragraph.slice(0, 48)} className="mt-3 leading-relaxed text-muted-foreground">
                  {paragraph}
                </p>
              ))}
              {section.items ? (
                <ul className="mt-3 list-disc space-y-2 pl-5 leading-relaxed text-muted-foreground">
                  {section.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
              {section.table ? <LegalTable table={section.table} /> : null}
            </section>
          ))}
        </article>
      </div>
    </>
  );
}

/** A table of a legal page: from the sm breakpoint a table (scrolled sideways if it must be);
 * on a phone each row is a card, its cells labelled with their column. */
function LegalTable({ table }: { table: NonNullable<LegalSection["table"]> }) {
  return (
    <section
      className="relative mt-4 overflow-x-auto rounded-xl border"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      aria-label={table.caption}
    >
      <table className="w-full border-collapse text-left text-sm max-sm:block sm:min-w-[36rem]">
        <caption className="sr-only">{table.caption}</caption>
        <thead className="bg-muted max-sm:sr-only">
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y max-sm:block">
          {table.rows.map(([form, ...cells]) => (
            <tr key={form} className="max-sm:block max-sm:py-2">
              <th scope="row" className="px-4 py-3 align-top font-semibold max-sm:block max-sm:pb-1">
                {form}
              </th>
              {cells.map((cell, column) => (
                <td
                  key={cell}
                  data-label={table.columns[column + 1]}
                  className="px-4 py-3 align-top text-muted-foreground max-sm:block max-sm:py-1.5 max-sm:before:block max-sm:before:font-semibold max-sm:before:text-foreground max-sm:before:content-[attr(data-label)]"
                >
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
