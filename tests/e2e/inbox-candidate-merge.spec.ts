import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { claims } from "../../app/content/claims";
import { FORM_TOKEN_PATH, type FormTokenResponse } from "../../app/content/forms/form-token";
import { candidateApplicationBody } from "../support/form-payloads";
import { expect, test } from "./fixtures";
import { inboxLogIn } from "./inbox-session";
import { expectNoAxeViolations, expectNoHorizontalScrollOnPhone } from "./page-checks";
import { runInboxUser, type ServerProcess, startServerProcess } from "./server-process";

/**
 * Merging and deleting candidates, on their own server: an admin finds a duplicate by address,
 * compares the two and merges them into one candidate with both applications, sees the pool on the
 * dashboard, and deletes the candidate; a member sees none of the admin tools and a forged post of
 * theirs is refused.
 */
const ACCOUNTS = {
  admin: {
    email: "admin@merge.example",
    firstPassword: "first-password-merge-1",
    chosenPassword: "chosen-password-merge-1",
  },
  member: {
    email: "member@merge.example",
    firstPassword: "first-password-merge-2",
    chosenPassword: "chosen-password-merge-2",
  },
} as const;
const NAME = "Camila Rojas Vega";

let dataDir: string;
let server: ServerProcess;

const logIn = {
  admin: inboxLogIn({ ...ACCOUNTS.admin, baseUrl: () => server.baseUrl }),
  member: inboxLogIn({ ...ACCOUNTS.member, baseUrl: () => server.baseUrl }),
};

test.describe.configure({ mode: "serial", timeout: 180_000 });
// The member's forged post is answered 403.
test.use({ expectedConsoleErrors: [/the server responded with a status of 403/] });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(os.tmpdir(), "latammatch-inbox-merge-"));
  for (const [role, account] of [
    ["admin", ACCOUNTS.admin],
    ["sales", ACCOUNTS.member],
  ] as const) {
    const added = runInboxUser(dataDir, ["add", account.email, "--role", role], `${account.firstPassword}\n`);
    expect(added.status, added.stderr).toBe(0);
  }
  server = await startServerProcess({
    dataDir,
    ...(process.env.E2E_PORT ? { port: Number(process.env.E2E_PORT) + 2 } : {}),
  });
  await server.ready();
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function apply(request: APIRequestContext, email: string, specialization: string) {
  const token = (await (
    await request.get(`${server.baseUrl}${FORM_TOKEN_PATH}?form=candidateApplication`)
  ).json()) as FormTokenResponse;
  const applied = await request.post(`${server.baseUrl}/api/candidate-applications`, {
    data: candidateApplicationBody(token.token, { fullName: NAME, email, country: "Chile", specialization }),
  });
  expect(applied.status()).toBe(201);
}

let candidatePath = "";

test("an admin merges two records of one person and sees one candidate with both applications", async ({
  page,
  request,
}) => {
  await apply(request, "camila@merge.example", "backend");
  await apply(request, "camila.rojas@work.example", "frontend");

  await logIn.admin(page, "/inbox/candidates?q=rojas");
  await expect(page.getByRole("link", { name: NAME })).toHaveCount(2);
  await page.getByRole("link", { name: NAME }).first().click();
  await expect(page.getByRole("heading", { name: NAME, level: 1 })).toBeVisible();
  candidatePath = new URL(page.url()).pathname;
  const keptAddress =
    (
      await page
        .getByText(/@(merge|work)\.example ·/)
        .first()
        .textContent()
    )?.split(" ")[0] ?? "";
  const otherAddress =
    keptAddress === "camila@merge.example" ? "camila.rojas@work.example" : "camila@merge.example";

  await page
    .getByLabel("The other candidate's e-mail, or words of their name, stacks or notes")
    .fill(otherAddress);
  await page.getByRole("button", { name: "Find" }).click();
  await page.getByRole("link", { name: `Compare ${NAME} (${otherAddress})` }).click();
  const comparison = page.getByRole("table", { name: `${NAME} will be merged into ${NAME}` });
  await expect(comparison.getByRole("row", { name: /^E-mail/ })).toContainText(otherAddress);
  await expectNoAxeViolations(page);
  await expectNoHorizontalScrollOnPhone(page);

  await page.getByRole("button", { name: "Merge into this candidate" }).click();
  await expect(page.getByRole("status")).toContainText("Merged the duplicate: 1 application moved here.");
  const applications = page.getByRole("region", { name: "Applications" }).getByRole("listitem");
  await expect(applications).toHaveCount(2);
  await expect(page.getByText("Merged a duplicate into this candidate by admin@merge.example")).toBeVisible();

  await page.goto(`${server.baseUrl}/inbox/candidates?q=rojas`);
  await expect(page.getByRole("link", { name: NAME })).toHaveCount(1);
});

test("the dashboard shows the pool beside the claimed approval rate", async ({ page }) => {
  await logIn.admin(page, "/inbox/dashboard");
  await expect(page.getByRole("heading", { name: "Talent pool (all time)" })).toBeVisible();
  const stages = page.getByRole("region", { name: "Candidates by stage" });
  await expect(stages.getByText("Applied", { exact: true })).toBeVisible();
  await expect(stages.getByRole("definition").first()).toHaveText("1");
  const wait = page.getByRole("region", { name: "Wait for a first decision" });
  await expect(wait).toContainText("the 0 decided applicants and the 1 still waiting");
  const approval = page.getByRole("region", { name: "Approval rate" });
  await expect(approval).toContainText(`Claimed on the site${claims.approvalRate.value}`);
  await expect(approval).toContainText("0 vetted of 0 decided");
  await expectNoAxeViolations(page);
  await expectNoHorizontalScrollOnPhone(page);
});

test("a member sees no merge or delete tools and a forged post of theirs is refused", async ({ page }) => {
  await logIn.member(page, candidatePath);
  await expect(page.getByRole("heading", { name: NAME, level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Merge or delete (admins)" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Delete candidate" })).toHaveCount(0);
  const csrf = await page.locator('input[name="csrf"]').first().inputValue();
  const forged: Record<string, string>[] = [
    { csrf, intent: "delete", confirm: "delete" },
    {
      csrf,
      intent: "merge",
      mergedId: "00000000-0000-4000-8000-000000000000",
      keptUpdatedAt: "x",
      mergedUpdatedAt: "y",
    },
  ];
  for (const form of forged) {
    const response = await page.request.post(`${server.baseUrl}${candidatePath}`, {
      form,
      headers: { Origin: server.baseUrl },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);
  }
  await page.reload();
  await expect(page.getByRole("heading", { name: NAME, level: 1 })).toBeVisible();
});

test("an admin deletes the candidate after confirming", async ({ page }) => {
  await logIn.admin(page, candidatePath);
  await page.getByLabel(`I want ${NAME} deleted for good`).check();
  await page.getByRole("button", { name: "Delete candidate" }).click();
  await expect(page).toHaveURL(/\/inbox\/candidates\?deleted=1$/);
  await expect(page.getByRole("status")).toHaveText(
    "Deleted the candidate and every trace of their addresses.",
  );
  await page.goto(`${server.baseUrl}/inbox/candidates?q=rojas`);
  await expect(page.getByRole("heading", { name: /^Candidates/ })).toContainText("(0)");
});
