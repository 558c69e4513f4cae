import { getTableColumns } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { candidateApplicationShape } from "../app/content/forms/candidate-application-schema";
import { AttributionSchema } from "../app/content/forms/envelope";
import { hiringRequestShape } from "../app/content/forms/hiring-request-schema";
import { candidateApplications, hiringRequests } from "./db/schema";
import {
  ATTRIBUTION_LABELS,
  CANDIDATE_APPLICATION_FORM,
  HIRING_REQUEST_FORM,
  leadColumns,
  leadColumnValues,
  orderedAnswers,
} from "./lead-forms";

const columnNames = (table: typeof hiringRequests | typeof candidateApplications) =>
  Object.values(getTableColumns(table)).map((column) => column.name);

describe("lead form descriptors", () => {
  it("describe exactly the fields each form's schema validates, in the form's order", () => {
    expect(Object.keys(HIRING_REQUEST_FORM.fields)).toEqual(Object.keys(hiringRequestShape));
    expect(Object.keys(CANDIDATE_APPLICATION_FORM.fields)).toEqual(Object.keys(candidateApplicationShape));
    expect(Object.keys(ATTRIBUTION_LABELS).sort()).toEqual(Object.keys(AttributionSchema.shape).sort());
  });

  it("name only columns the lead tables have", () => {
    expect(columnNames(hiringRequests)).toEqual(
      expect.arrayContaining(leadColumns("hiring_request").map((column) => column.name)),
    );
    expect(columnNames(candidateApplications)).toEqual(
      expect.arrayContaining(leadColumns("candidate_application").map((column) => column.name)),
    );
  });

  it("map a candidate's answers to its columns and keep every answer in details", () => {
    const answers = {
      email: "m@x.example",
      fullName: "María",
      country: "Peru",
      note: undefined,
      locale: "es",
    };
    expect(leadColumnValues("candidate_application", answers)).toEqual({
      name: "María",
      email: "m@x.example",
      locale: "es",
      details: { fullName: "María", email: "m@x.example", country: "Peru", locale: "es" },
    });
    expect(Object.keys(orderedAnswers("candidate_application", answers))).toEqual([
      "fullName",
      "email",
      "country",
      "locale",
    ]);
    expect(leadColumnValues("hiring_request", { name: "Jane" })).toMatchObject({
      name: "Jane",
      additional_info: null,
    });
  });
});
