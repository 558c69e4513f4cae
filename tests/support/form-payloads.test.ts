import { describe, expect, it } from "vitest";
import {
  CandidateApplicationRequestSchema,
  CandidateApplicationSchema,
} from "../../app/content/forms/candidate-application-schema";
import {
  EstimateRequestRequestSchema,
  EstimateRequestSchema,
} from "../../app/content/forms/estimate-request-schema";
import { HiringRequestBodySchema, HiringRequestSchema } from "../../app/content/forms/hiring-request-schema";
import { PilotRequestBodySchema } from "../../app/content/forms/pilot-request-schema";
import { SubscriptionRequestSchema, SubscriptionSchema } from "../../app/content/forms/subscription-schema";
import { BookingBodySchema, BookingSchema } from "../../app/features/booking/schema";
import { JobAlertRequestSchema } from "../../app/features/job-alerts/schema";
import {
  bookingBody,
  bookingFields,
  candidateApplicationBody,
  candidateApplicationFields,
  estimateRequestBody,
  estimateRequestFields,
  hiringFields,
  hiringRequestBody,
  jobAlertBody,
  pilotRequestBody,
  subscriptionBody,
  subscriptionFields,
} from "./form-payloads";

const TOKEN = "eyJmb3JtIjoidGVzdCJ9.c2lnbmF0dXJl";
const SLOT = { hostId: "host-1", start: "2030-01-07T15:00:00Z" };

/** The issues of a payload the schema refuses, so a failing check names the field at fault. */
function issuesOf(schema: { safeParse: (input: unknown) => unknown }, payload: unknown) {
  const result = schema.safeParse(payload) as
    | { success: true }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

describe("form payload factories", () => {
  it.each([
    ["hiringFields", HiringRequestSchema, hiringFields()],
    ["hiringRequestBody", HiringRequestBodySchema, hiringRequestBody(TOKEN)],
    ["candidateApplicationFields", CandidateApplicationSchema, candidateApplicationFields()],
    ["candidateApplicationBody", CandidateApplicationRequestSchema, candidateApplicationBody(TOKEN)],
    ["subscriptionFields", SubscriptionSchema, subscriptionFields()],
    ["subscriptionBody", SubscriptionRequestSchema, subscriptionBody(TOKEN)],
    [
      "subscriptionBody (match report)",
      SubscriptionRequestSchema,
      subscriptionBody(TOKEN, { source: "match-report", role: "frontend" }),
    ],
    ["jobAlertBody", JobAlertRequestSchema, jobAlertBody(TOKEN)],
    ["estimateRequestFields", EstimateRequestSchema, estimateRequestFields()],
    ["estimateRequestBody", EstimateRequestRequestSchema, estimateRequestBody(TOKEN)],
    ["pilotRequestBody", PilotRequestBodySchema, pilotRequestBody(TOKEN)],
    ["bookingFields", BookingSchema, bookingFields(SLOT)],
    ["bookingBody", BookingBodySchema, bookingBody(TOKEN, SLOT)],
  ])("%s passes the form's own schema", (_name, schema, payload) => {
    expect(issuesOf(schema, payload)).toEqual([]);
  });

  it("carry an empty honeypot and the given form token in every body", () => {
    for (const body of [
      hiringRequestBody(TOKEN),
      candidateApplicationBody(TOKEN),
      subscriptionBody(TOKEN),
      jobAlertBody(TOKEN),
      estimateRequestBody(TOKEN),
      pilotRequestBody(TOKEN),
      bookingBody(TOKEN, SLOT),
    ]) {
      expect(body).toMatchObject({ website: "", formToken: TOKEN });
    }
  });

  it("let an override replace any field, including the envelope's", () => {
    expect(candidateApplicationBody(TOKEN, { email: "ana@example.com", formToken: undefined })).toMatchObject(
      {
        email: "ana@example.com",
        formToken: undefined,
        fullName: "María González",
      },
    );
    expect(bookingBody(TOKEN, SLOT, { timeZone: "UTC" })).toMatchObject({ ...SLOT, timeZone: "UTC" });
  });

  it("date a pilot's start where the schema still accepts it on any later day of a test run", () => {
    const { startDate } = pilotRequestBody(TOKEN);
    const days = (Date.parse(`${startDate}T00:00:00Z`) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(7);
    expect(days).toBeLessThan(30);
  });
});
