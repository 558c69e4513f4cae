import { data, Link } from "react-router";
import { findStack, formatSalaryRange } from "~/content/categories";
import { SERVED_COUNTRIES } from "~/content/countries";
import { JOB_TRANSLATION_LOCALES, jobTranslationLabels } from "~/content/job-openings";
import { seniorityLevels } from "~/content/seniority";
import { renderMarkdown } from "~/features/jobs/markdown.server";
import { getOpeningById } from "~/features/jobs/openings.server";
import { OpeningStatusBadge } from "../components/opening-list-view";
import { requireInboxSession } from "../lib/auth.server";
import { inboxMeta, requestContext } from "../lib/inbox-meta";
import { isUuid } from "../lib/lead-tables.server";
import type { Route } from "./+types/inbox.openings.$id.preview";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  inboxMeta(`Preview: ${loaderData?.title ?? "opening"}`);

const SECTIONS = [
  { name: "description", heading: "About the role" },
  { name: "responsibilities", heading: "Responsibilities" },
  { name: "requirements", heading: "Requirements" },
  { name: "benefits", heading: "Benefits" },
] as const;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { inbox } = context.get(requestContext).services;
  await requireInboxSession(request, inbox);
  const row = isUuid(params.id) ? await getOpeningById(inbox.db, params.id) : undefined;
  if (!row) throw data({ message: "There is no such opening." }, { status: 404 });
  const versions = [
    { locale: "en", language: "English", texts: row },
    ...JOB_TRANSLATION_LOCALES.flatMap((locale) => {
      const texts = row.translations[locale];
      return texts ? [{ locale, language: jobTranslationLabels[locale], texts }] : [];
    }),
  ];
  const found = findStack(row.category, row.stack);
  const countries = SERVED_COUNTRIES.filter((country) => row.countries.includes(country.code));
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    facts: [
      found ? `${found.category.name} · ${found.stack.name}` : `${row.category} · ${row.stack}`,
      seniorityLevels.find((level) => level.value === row.seniority)?.label ?? row.seniority,
      row.type,
      row.location,
      formatSalaryRange({ min: row.rateMin, max: row.rateMax }).replace(/^\$(\d+)-\1\//, "$$$1/"),
      countries.length === SERVED_COUNTRIES.length
        ? "From every country we serve"
        : `From ${countries.map((country) => country.name).join(", ")}`,
      row.validThrough ? `Valid through ${row.validThrough}` : "No end date",
    ],
    versions: versions.map((version) => ({
      locale: version.locale,
      language: version.language,
      title: version.texts.title,
      sections: SECTIONS.map((section) => ({
        heading: section.heading,
        html: renderMarkdown(version.texts[section.name]),
      })).filter((section) => section.html),
    })),
  };
}

const renderedClass =
  "text-sm leading-6 [&_a]:text-primary [&_a]:underline [&_h3]:mt-3 [&_h3]:font-semibold [&_h4]:mt-2 [&_h4]:font-semibold [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:mt-2 [&_ul]:list-disc [&_ul]:pl-5 [&_blockquote]:border-l-2 [&_blockquote]:pl-3 [&_pre]:overflow-x-auto";

export default function OpeningPreview({ loaderData }: Route.ComponentProps) {
  const { id, title, status, facts, versions } = loaderData;
  return (
    <section className="grid gap-4">
      <p className="text-sm">
        <Link to={`/inbox/openings/${id}`} className="text-primary hover:underline">
          Back to the editor
        </Link>
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="min-w-0 text-2xl font-bold tracking-tight break-words">Preview: {title}</h1>
        <OpeningStatusBadge status={status} />
      </div>
      <ul className="flex flex-wrap gap-2 text-sm">
        {facts.map((fact) => (
          <li key={fact} className="rounded-full bg-background px-3 py-1">
            {fact}
          </li>
        ))}
      </ul>
      {versions.map((version) => (
        <article
          key={version.locale}
          lang={version.locale === "pt-br" ? "pt-BR" : version.locale}
          aria-labelledby={`preview-${version.locale}`}
          className="min-w-0 rounded-xl border bg-background p-4"
        >
          <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {version.language}
          </p>
          <h2 id={`preview-${version.locale}`} className="mt-1 text-xl font-bold break-words">
            {version.title}
          </h2>
          {version.sections.map((section) => (
            <section key={section.heading} className="mt-4 min-w-0">
              <h3 className="font-semibold">{section.heading}</h3>
              <div
                className={renderedClass}
                // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by renderMarkdown (marked, then sanitize-html) in the loader
                dangerouslySetInnerHTML={{ __html: section.html }}
              />
            </section>
          ))}
        </article>
      ))}
    </section>
  );
}
