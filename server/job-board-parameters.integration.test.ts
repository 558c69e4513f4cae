/**
 * The job board's parameters (/jobs, /es/jobs, /pt-br/jobs) fuzzed through the real server app
 * over HTTP on each database: whatever the query string holds, no 5xx (tests/support/query-fuzz.ts).
 */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FILTER_FIELDS } from "../app/content/job-board-search";
import { listJobBoard } from "../app/features/jobs/job-board.server";
import { jobBoardQueryFrom } from "../app/features/jobs/job-board-filters";
import { createOpening } from "../app/features/jobs/openings.server";
import { openingInput } from "../app/features/jobs/openings.test-support";
import { SITE_ORIGIN, testEnv } from "../tests/support/integration";
import { expectSoundAnswer, queryOf } from "../tests/support/query-fuzz";
import { createApp, type SitePageRenderer } from "./app";
import { testDatabases } from "./db/test-databases";
import { createHttpServer } from "./http-server";
import { createLogger } from "./logger.server";
import { type RunningServices, startServices } from "./services.server";

const JOB_BOARD_PATH = /^\/(?:(es|pt-br)\/)?jobs\/?$/;

/**
 * Astro's listing page reduced to its work with the parameters (the page itself is built with
 * the site, and tests/e2e/server-edge.spec.ts asks the built one): the board's query read from
 * the URL, and the listing of that query in the path's language.
 */
const jobBoardPage: SitePageRenderer = async (req, res, next, locals) => {
  const url = new URL(req.url ?? "/", SITE_ORIGIN);
  const match = JOB_BOARD_PATH.exec(url.pathname);
  if (!match) {
    res.writeHead(404).end();
    return;
  }
  const locale = (match[1] ?? "en") as "en" | "es" | "pt-br";
  try {
    const page = await listJobBoard(locals.services.jobBoard.db, jobBoardQueryFrom(url.searchParams), locale);
    res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ total: page.total }));
  } catch (error) {
    next(error);
  }
};

const databases = await testDatabases("job-board-parameters");

describe.each(databases)("the job board's parameters on $name", (database) => {
  let services: RunningServices;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    services = await startServices(
      testEnv({ DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl }),
      { outbox: { enabled: false }, retention: { enabled: false }, log: () => {} },
    );
    const app = createApp({ services, sitePages: jobBoardPage, log: createLogger({ level: "silent" }) });
    server = createHttpServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // A title no seeded sample opening shares, for the search below to find it alone.
    await createOpening(
      services.database.db,
      openingInput({ title: "Backend Developer, Quillwright Labs" }),
      {
        actorId: null,
        status: "published",
      },
    );
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    await services?.stop();
    await database.drop();
  });

  it("answers any query in every language without a 5xx, and a NUL with the edge's 400", async () => {
    const path = fc.constantFrom("/jobs", "/es/jobs", "/pt-br/jobs");
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(path, queryOf([...FILTER_FIELDS, "page"]), async (page, query) => {
        statuses.add(await expectSoundAnswer(base, page, query));
      }),
      { numRuns: 150 },
    );
    // The properties reached the listing, not only the edge's refusal.
    expect(statuses).toContain(200);
    for (const page of ["/jobs", "/es/jobs", "/pt-br/jobs"]) await expectSoundAnswer(base, page, "q=%00");
    const found = await fetch(`${base}/jobs?q=quillwright`);
    expect(await found.json()).toEqual({ total: 1 });
  });
});
