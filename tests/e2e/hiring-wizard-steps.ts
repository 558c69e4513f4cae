import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

/** The hiring wizard's six steps, as a visitor fills them with the mouse (SPEC's titles). */
export const STEP_TITLES = [
  "Your details",
  "Which roles are you hiring for?",
  "What is your primary goal?",
  "What is your budget range?",
  "Which industries or specialties?",
  "Additional information",
];

export async function expectStep(scope: Locator | Page, step: number) {
  const percent = Math.round((step / 6) * 100);
  await expect(scope.getByText(`Step ${step} of 6`, { exact: true })).toBeVisible();
  await expect(scope.getByText(`${percent}% complete`, { exact: true })).toBeVisible();
  await expect(scope.getByRole("progressbar")).toHaveAttribute("aria-valuenow", String(percent));
  await expect(scope.getByRole("heading", { name: STEP_TITLES[step - 1], exact: true })).toBeVisible();
}

export interface Answers {
  name: string;
  email: string;
  phone: string;
  company: string;
  roles: string[];
  primaryGoal: string;
  budgetRange: string;
  industries: string[];
  additionalInfo: string;
}

/** One request's answers; its address is the company's own, so each request has its own mail budget. */
export function answers(company: string): Answers {
  return {
    name: "Dana Whitfield",
    email: `dana.${company
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")}@example.com`,
    phone: "+1 415 555 0134",
    company,
    roles: ["Engineering", "Sales/Marketing"],
    primaryGoal: "Find specialists (Motion Graphics/BIM/Salesforce)",
    budgetRange: "$50K-200K/quarter",
    industries: ["Software Development", "Salesforce"],
    additionalInfo: "Two senior React engineers overlapping with Pacific time.",
  };
}

/** Fills every step with the mouse and stops on step 6, before submitting. */
export async function fillToLastStep(scope: Locator | Page, data: Answers) {
  await scope.getByLabel("Full name", { exact: true }).fill(data.name);
  await scope.getByLabel("Work email", { exact: true }).fill(data.email);
  await scope.getByLabel("Phone", { exact: true }).fill(data.phone);
  await scope.getByLabel("Company", { exact: true }).fill(data.company);
  await scope.getByRole("button", { name: "Next" }).click();
  await expectStep(scope, 2);
  for (const role of data.roles) await scope.getByRole("checkbox", { name: role, exact: true }).check();
  await scope.getByRole("button", { name: "Next" }).click();
  await expectStep(scope, 3);
  await scope.getByRole("radio", { name: data.primaryGoal, exact: true }).check();
  await scope.getByRole("button", { name: "Next" }).click();
  await expectStep(scope, 4);
  await scope.getByRole("radio", { name: data.budgetRange, exact: true }).check();
  await scope.getByRole("button", { name: "Next" }).click();
  await expectStep(scope, 5);
  for (const industry of data.industries)
    await scope.getByRole("checkbox", { name: industry, exact: true }).check();
  await scope.getByRole("button", { name: "Next" }).click();
  await expectStep(scope, 6);
  await scope.getByLabel("Additional information").fill(data.additionalInfo);
}
