import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "~server/db/test-databases";
import * as bookingsRoute from "~server/endpoints/booking-slots";
import * as bookRoute from "~server/endpoints/bookings";
import { type RunningServices, startServices } from "~server/services.server";
import { bookingBody } from "../../../tests/support/form-payloads";
import {
  formTokenFor,
  jsonPost,
  requestContextFor,
  SITE_ORIGIN,
  testEnv,
} from "../../../tests/support/integration";
import type { SlotsResponse } from "./api";
import { answerCancelPage, answerReschedulePage } from "./manage-pages.server";

type Handler = (args: {
  request: Request;
  context: ReturnType<typeof requestContextFor>;
}) => Promise<Response>;
const slotsLoader = bookingsRoute.loader as unknown as Handler;
const book = bookRoute.action as unknown as Handler;

const databases = await testDatabases("manage_pages");

describe.each(databases)("the booking's cancel and reschedule pages on $name", (database) => {
  let services: RunningServices;
  let email = 0;

  beforeAll(async () => {
    services = await startServices(
      testEnv({ DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl }),
      { outbox: { enabled: false }, retention: { enabled: false }, log: () => {} },
    );
  });
  afterAll(async () => {
    await services?.stop();
    await database.drop();
  });

  /** Books a free slot and returns the booking's manage token. */
  const booked = async () => {
    const context = requestContextFor(services);
    const listed = await slotsLoader({
      request: new Request(`${SITE_ORIGIN}/api/booking-slots?timeZone=America/Chicago`),
      context,
    });
    const { slots } = (await listed.json()) as SlotsResponse;
    const slot = slots.at(-1 - email)!;
    email += 1;
    const body = bookingBody(formTokenFor("booking"), slot, { email: `jane${email}@acme.example` });
    const request = jsonPost("/api/bookings", body, {
      Origin: SITE_ORIGIN,
      "Idempotency-Key": crypto.randomUUID(),
    });
    const response = await book({ request, context });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    return services.bookings.manageToken(id);
  };

  const request = (path: string, method: string, token: string | null) => {
    const url = new URL(path, SITE_ORIGIN);
    if (token !== null) url.searchParams.set("token", token);
    return new Request(url, { method });
  };
  const cancelPage = (method: string, token: string | null) =>
    answerCancelPage(request("/book-a-call/cancel", method, token), services);
  const reschedulePage = (method: string, token: string | null) =>
    answerReschedulePage(request("/book-a-call/reschedule", method, token), services);

  it("shows the call on GET and HEAD and cancels nothing; POST cancels; a repeat says it is gone", async () => {
    const token = await booked();
    const shown = await cancelPage("GET", token);
    expect(shown).toMatchObject({
      page: { state: "confirm", token, when: expect.stringMatching(/ with /) },
      status: 200,
      headers: { "Cache-Control": "no-store" },
    });
    expect((await cancelPage("HEAD", token)).page.state).toBe("confirm");
    expect((await services.bookings.findByToken(token))?.status).toBe("confirmed");

    const cancelled = await cancelPage("POST", token);
    expect(cancelled).toMatchObject({ page: { state: "cancelled" }, status: 200 });
    expect(cancelled.page.state === "cancelled" && cancelled.page.when).toBe(
      shown.page.state === "confirm" && shown.page.when,
    );
    expect((await services.bookings.findByToken(token))?.status).toBe("cancelled");
    expect(await cancelPage("POST", token)).toMatchObject({ page: { state: "not-confirmed" }, status: 200 });
    expect(await cancelPage("GET", token)).toMatchObject({ page: { state: "not-confirmed" }, status: 200 });
  });

  it("answers 400 to a missing, malformed or forged token on GET and POST", async () => {
    const token = await booked();
    const forged = token.replace(/.$/, (last) => (last === "A" ? "B" : "A"));
    for (const bad of [null, "", "garbage", forged]) {
      expect(await cancelPage("GET", bad)).toMatchObject({ page: { state: "invalid" }, status: 400 });
      expect(await cancelPage("POST", bad)).toMatchObject({ page: { state: "invalid" }, status: 400 });
      expect(await reschedulePage("GET", bad)).toMatchObject({ page: { state: "invalid" }, status: 400 });
    }
    expect((await services.bookings.findByToken(token))?.status).toBe("confirmed");
  });

  it("answers 405 to other methods and cancels nothing", async () => {
    const token = await booked();
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      expect(await cancelPage(method, token)).toMatchObject({ status: 405, headers: { Allow: "POST" } });
      expect(await reschedulePage(method, token)).toMatchObject({
        status: 405,
        headers: { Allow: "GET, HEAD" },
      });
    }
    expect(await reschedulePage("POST", token)).toMatchObject({ status: 405 });
    expect((await services.bookings.findByToken(token))?.status).toBe("confirmed");
  });

  it("gives the reschedule picker the booking's token and e-mail, until the call is cancelled", async () => {
    const token = await booked();
    const page = await reschedulePage("GET", token);
    expect(page).toMatchObject({
      page: {
        state: "pick",
        token,
        email: `jane${email}@acme.example`,
        current: expect.stringMatching(/^Currently: /),
      },
      status: 200,
      headers: { "Cache-Control": "no-store" },
    });
    await services.bookings.cancel(token);
    expect(await reschedulePage("GET", token)).toMatchObject({
      page: { state: "not-confirmed" },
      status: 200,
    });
  });
});
