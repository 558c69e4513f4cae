import { describe, expect, it } from "vitest";
import { checkDurationsText, extractDurations } from "./durations";

const steps = (text: string) => extractDurations(text).map(({ text: figure, step }) => [figure, step]);
const relations = (text: string) => checkDurationsText("/test", text).map((found) => found.relation);

describe("duration extraction", () => {
  it("gives each duration the step named nearest to it, in each language", () => {
    expect(
      steps(
        "Meet 3-5 candidates within 48 hours and start with a 2-week paid trial. Most contracts are signed 1-2 weeks after the shortlist.\nMost roles are filled in 1-2 weeks.",
      ),
    ).toEqual([
      ["48 hours", "shortlist"],
      ["2-week", "trial"],
      ["1-2 weeks", "hire"],
      ["1-2 weeks", "firstHire"],
    ]);
    expect(steps("Respondemos cada postulación en un plazo de 5 días hábiles.")).toEqual([
      ["5 días hábiles", "applicationReview"],
    ]);
    expect(steps("Os times de anotação são montados em até 72 horas.")).toEqual([
      ["72 horas", "annotationTeam"],
    ]);
  });

  it("leaves alone durations that are no step: hours a week, guarantees, time zones", () => {
    expect(
      steps(
        "Hire for 20 hours a week. A 90-day replacement guarantee covers you. Our network lives within 0-3 hours of U.S. time zones, so your hires work your day.",
      ),
    ).toEqual([]);
  });
});

describe("one duration per step", () => {
  it("accepts each step's own duration", () => {
    expect(
      relations(
        "We'll get back to you within 24 hours. We schedule a discovery call within 24 hours. You receive a custom staffing plan within 7 days.",
      ),
    ).toEqual([]);
  });

  it("finds a step given another duration", () => {
    expect(relations("One short form: we review every application and reply within 48 hours.")).toEqual([
      "the applicationReview step takes 5 business days, its one source",
    ]);
  });

  it("finds a chained duration its steps do not add up to", () => {
    expect(
      relations("From application to your first paycheck in U.S. dollars, usually in 2-3 weeks."),
    ).toEqual(["the firstPaycheck is the sum of its steps"]);
    expect(
      relations("From application to your first paycheck in U.S. dollars, usually in 4-5 weeks."),
    ).toEqual([]);
  });
});

describe("the hire step and the whole way to a hire", () => {
  it("finds the hire step's 1-2 weeks given for the shortlist and the hire together", () => {
    expect(relations("A first hire in 1-2 weeks, not a quarter.")).toEqual([
      "the firstHire is the sum of its steps",
    ]);
    expect(
      relations("Most companies make a hire in 1-2 weeks, including the start of a 2-week paid trial."),
    ).toEqual(["the firstHire is the sum of its steps"]);
  });

  it("reads a hire right after the shortlist's duration as the hire step", () => {
    expect(
      relations(
        "We deliver a shortlist within 48 hours. Most teams interview that week and make a hire in 1-2 weeks.",
      ),
    ).toEqual([]);
    expect(
      relations(
        "We deliver a shortlist within 48 hours. Most teams interview that week and make a hire in 3 weeks.",
      ),
    ).toEqual(["the hire step takes 1-2 weeks, its one source"]);
  });

  it("accepts each step with its own duration, and their sum for the whole way", () => {
    expect(
      relations(
        "A shortlist in 48 hours and a signed contract 1-2 weeks later. Most companies sign a contract 1-2 weeks after the shortlist.",
      ),
    ).toEqual([]);
    expect(relations("Your first hire in 1.3-2.3 weeks.")).toEqual([]);
  });
});
