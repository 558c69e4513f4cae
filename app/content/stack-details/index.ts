import type { StackSlug } from "../categories";
import { aiSpecialistStackDetails } from "./ai-specialists";
import { designStackDetails } from "./design";
import { developerStackDetails } from "./developers";
import { llmSpecialistStackDetails } from "./llm-specialists";
import { marketingStackDetails } from "./marketing";
import { salesStackDetails } from "./sales";
import type { StackDetail, StackDetails } from "./types";

export type { Faq, OpportunityExample, StackDetail, StackDetails } from "./types";

export const stackDetails: StackDetails = {
  ...developerStackDetails,
  ...salesStackDetails,
  ...marketingStackDetails,
  ...designStackDetails,
  ...aiSpecialistStackDetails,
  ...llmSpecialistStackDetails,
};

export function getStackDetail(slug: StackSlug): StackDetail {
  return stackDetails[slug];
}
