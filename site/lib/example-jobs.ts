/**
 * The example jobs of /talent, /candidates and the category and stack pages, in every language:
 * the job board's newest open openings of the page's scope as job cards, each linking to its
 * page, with the board filtered to that scope under them; SPEC's samples (the page's own) when the
 * scope has no open opening, or when the database does not answer. The pages are rendered on
 * request and cached with the job board's pages until an opening changes (site/middleware.ts).
 * Not a server island (`server:defer`) on a prerendered page: its fallback, the samples, would be
 * all a crawler or a browser without JavaScript ever got, and every instance would need the same
 * props key; a cached page gives everyone the openings in the HTML (docs/site.md).
 */
import type { ExampleJobs, JobCardItem } from "~/components/sections/candidates/cards";
import { jobBoardTextFor } from "~/content/job-board-locales";
import { jobBoardSearch } from "~/content/job-board-search";
import type { JobSample } from "~/content/job-samples";
import { exampleOpenings, type JobBoard } from "~/features/jobs/job-board.server";
import { formatJobRate } from "~/features/jobs/job-board-filters";
import type { OpeningScope } from "~/features/jobs/openings.server";
import type { Locale } from "~/lib/i18n/locales";
import type { Logger } from "~server/logger.server";
import { jobNames, jobPath, jobsPath } from "./job-board";

export async function exampleJobs(
  /** The request's context (`Astro.locals`): the job board and the request's logger. */
  context: { services?: { jobBoard?: JobBoard }; log?: Logger },
  scope: OpeningScope,
  locale: Locale,
  samples: readonly JobSample[],
): Promise<ExampleJobs> {
  const text = jobBoardTextFor(locale);
  const names = jobNames(locale, text);
  const board = { label: text.seeAllRoles, href: jobsPath(locale) };
  let openings: Awaited<ReturnType<typeof exampleOpenings>> = [];
  try {
    const jobBoard = context.services?.jobBoard;
    if (jobBoard) openings = await exampleOpenings(jobBoard.db, scope, locale);
  } catch (error) {
    context.log?.error(
      { err: error },
      "The example jobs fell back to the samples: the openings could not be read",
    );
  }
  if (openings.length === 0) return { jobs: samples, allJobs: board };
  const jobs = openings.map(
    (opening): JobCardItem => ({
      title: opening.title,
      type: names.typeName(opening.type),
      location: text.job.remote,
      stack: names.stackName(opening.category, opening.stack),
      rate: formatJobRate(opening.rateMin, opening.rateMax, locale),
      role: opening.stack,
      href: jobPath(opening.slug, locale),
      inEnglish:
        locale !== "en" && opening.titleLocale === "en"
          ? { lang: "en", label: text.list.inEnglish }
          : undefined,
    }),
  );
  const filter = jobBoardSearch({ category: scope.category, stack: scope.stack, page: 1 });
  return { jobs, allJobs: { ...board, href: `${board.href}${filter}` } };
}
