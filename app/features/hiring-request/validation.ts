/**
 * The wizard's checks: one resolver per step, the whole request's schema, and where a draft
 * must resume. The wizard loads this module (with zod) the first time it validates or restores
 * a draft past its first step, so its first load carries none of it.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import { HIRING_STEPS, HiringRequestSchema } from "~/content/forms/hiring-request-schema";
import { clampStep, type HiringFormValues } from "./form-values";

export { HiringRequestSchema };

// Cast once: each resolver checks only its step's fields of the same form values.
const stepResolvers = HIRING_STEPS.map((step) =>
  zodResolver(step.schema),
) as unknown as Resolver<HiringFormValues>[];

/** The resolver of a step (1-based). */
export const resolverFor = (step: number) =>
  stepResolvers[clampStep(step) - 1] ?? (stepResolvers[0] as Resolver<HiringFormValues>);

/** The first step (1-based) whose fields do not validate, or undefined when all of them do. */
export function firstInvalidStep(values: HiringFormValues): number | undefined {
  const index = HIRING_STEPS.findIndex((step) => !step.schema.safeParse(values).success);
  return index === -1 ? undefined : index + 1;
}

/** The step a restored draft resumes at: never past the first step that does not validate. */
export function resumeStep(values: HiringFormValues, requested: number): number {
  const firstInvalid = firstInvalidStep(values);
  return firstInvalid === undefined ? requested : Math.min(requested, firstInvalid);
}
