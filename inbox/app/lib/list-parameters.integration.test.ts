/**
 * The parameters of the inbox's lists and CSV export (q, utmSource, job, host …), fuzzed over HTTP
 * through the real server app and the routes' real loaders, signed in, on each database: whatever
 * the query string holds, no 5xx and no cut connection (tests/support/query-fuzz.ts).
 */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import fc from "fast-check";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "~server/app";
import { testDatabases } from "~server/db/test-databases";
import { createHttpServer } from "~server/http-server";
import { createLogger } from "~server/logger.server";
import { type RunningServices, startServices } from "~server/services.server";
import { SITE_ORIGIN, testEnv, validHiringRequest } from "../../../tests/support/integration";
import { expectSoundAnswer, queryOf } from "../../../tests/support/query-fuzz";
import * as leadsRoute from "../routes/inbox._index";
import * as auditRoute from "../routes/inbox.audit";
import * as bookingsRoute from "../routes/inbox.bookings";
import * as exportRoute from "../routes/inbox.export[.]csv";
import * as openingsRoute from "../routes/inbox.openings";
import { BookingListQuerySchema } from "./booking-list.server";
import { sessionCookieHeader } from "./cookies.test-support";
import { LeadListQuerySchema } from "./lead-list.server";
import { createSession } from "./sessions.server";
import { createInboxUser, setInboxPassword } from "./users.server";

const route = (id: string, path: string, loader: unknown) => ({
  id,
  path,
  parentId: "root",
  module: { loader },
});

/** The list routes with their real loaders; the document stands in for the views and keeps the loaders' status. */
const INBOX_BUILD = {
  entry: { module: { default: (_request: Request, status: number) => new Response("document", { status }) } },
  assets: { entry: { imports: [], module: "/entry.js" }, routes: {}, url: "/manifest.js", version: "test" },
  publicPath: "/",
  assetsBuildDirectory: "build/inbox/client",
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
  routes: {
    root: { id: "root", path: "", module: {} },
    leads: route("leads", "inbox", leadsRoute.loader),
    bookings: route("bookings", "inbox/bookings", bookingsRoute.loader),
    openings: route("openings", "inbox/openings", openingsRoute.loader),
    audit: route("audit", "inbox/audit", auditRoute.loader),
    export: route("export", "inbox/export.csv", exportRoute.loader),
  },
} as unknown as ServerBuild;

const databases = await testDatabases("inbox-list-parameters");

describe.each(databases)("the inbox's list parameters on $name", (database) => {
  let services: RunningServices;
  let server: Server;
  let base: string;
  let signedIn: Record<string, string>;

  beforeAll(async () => {
    services = await startServices(
      testEnv({ DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl }),
      { outbox: { enabled: false }, retention: { enabled: false }, log: () => {} },
    );
    const app = createApp({ services, inboxBuild: INBOX_BUILD, log: createLogger({ level: "silent" }) });
    server = createHttpServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    // A lead for the filters to search, and a signed-in member of the team.
    const lead = await fetch(`${base}/api/hiring-requests`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: SITE_ORIGIN },
      body: JSON.stringify(validHiringRequest()),
    });
    expect(lead.status).toBe(201);
    const { db } = services.database;
    const user = await createInboxUser(db, {
      email: "recruiter@latammatch.example",
      role: "admin",
      password: "one-time-password-1",
    });
    await setInboxPassword(db, user.id, "chosen-password-1");
    signedIn = { Cookie: await sessionCookieHeader(await createSession(db, user.id)) };
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    await services?.stop();
    await database.drop();
  });

  it("answers any list or export query without a 5xx, and a NUL with the edge's 400", async () => {
    const leadKeys = Object.keys(LeadListQuerySchema.shape);
    const lists = fc.oneof(
      fc.tuple(fc.constantFrom("/inbox", "/inbox/export.csv"), queryOf(leadKeys)),
      fc.tuple(fc.constant("/inbox/bookings"), queryOf(Object.keys(BookingListQuerySchema.shape))),
      fc.tuple(fc.constantFrom("/inbox/openings", "/inbox/audit"), queryOf(["status", "page"])),
    );
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(lists, async ([path, query]) => {
        statuses.add(await expectSoundAnswer(base, path, query, signedIn));
      }),
      {
        numRuns: 200,
        // Days the calendar does not have, once found by the property: always tried.
        examples: [[["/inbox", "to=2024-02-30"]], [["/inbox/bookings", "day=2023-02-29"]]],
      },
    );
    // The properties reached the loaders, not only the edge's refusal.
    expect(statuses).toContain(200);
    for (const [path, query] of [
      ["/inbox", "q=%00"],
      ["/inbox", "utmSource=%00"],
      ["/inbox", "kind=candidate-applications&job=a%00"],
      ["/inbox/bookings", "host=%00"],
      ["/inbox/export.csv", "kind=hiring-requests&q=%00"],
    ] as const) {
      await expectSoundAnswer(base, path, query, signedIn);
    }
    const exported = await fetch(`${base}/inbox/export.csv?kind=hiring-requests&q=Jane`, {
      headers: signedIn,
    });
    expect(exported.status).toBe(200);
    expect(await exported.text()).toContain("Jane Doe");
  });
});
