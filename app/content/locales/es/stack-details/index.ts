/** Spanish long-form content of every stack page, keyed by stack slug. */
import type { StackDetails } from "~/content/stack-details";
import { aiSpecialistStackDetails } from "./ai-specialists";
import { designStackDetails } from "./design";
import { developerStackDetails } from "./developers";
import { llmSpecialistStackDetails } from "./llm-specialists";
import { marketingStackDetails } from "./marketing";
import { salesStackDetails } from "./sales";

export const stackDetails: StackDetails = {
  ...developerStackDetails,
  ...salesStackDetails,
  ...marketingStackDetails,
  ...designStackDetails,
  ...aiSpecialistStackDetails,
  ...llmSpecialistStackDetails,
};
