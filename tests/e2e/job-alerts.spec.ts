import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type ParsedEml, readMailDir } from "../support/eml";
import { expect, holdChunk, test, waitForHydration } from "./fixtures";
import { inboxLogIn } from "./inbox-session";
import { runInboxUser, type ServerProcess, startServerProcess } from "./server-process";

/**
 * Job alerts end to end, against their own server whose digests are due after two seconds: a
 * candidate asks for alerts on the Spanish job board, confirms from the e-mail's link, the team
 * publishes a matching opening in the inbox, and the digest lists it with its link and an
 * unsubscribe link that works.
 */
const SALES = "sales@latammatch.example";
const FIRST_PASSWORD = "first-password-123";
const CHOSEN_PASSWORD = "chosen-password-456";
const CANDIDATE = "ana@candidate.example";
const TITLE = "Backend Developer for Job Alerts";

let dataDir: string;
let server: ServerProcess;

/** The first e-mail whose subject matches, once the outbox has written it. */
async function mailWithSubject(subject: RegExp, timeoutMs = 30_000): Promise<ParsedEml> {
  const mailDir = path.join(dataDir, "mail");
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = await readMailDir(mailDir).catch(() => [] as ParsedEml[]);
    const mail = mails.find((entry) => subject.test(entry.headers.subject ?? ""));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`No e-mail with the subject ${subject} in ${timeoutMs} ms`);
}

/** A link of an e-mail (the configured site origin) on the test's server. */
const onServer = (link: string) => {
  const url = new URL(link);
  return `${server.baseUrl}${url.pathname}${url.search}`;
};

const logIn = inboxLogIn({
  baseUrl: () => server.baseUrl,
  email: SALES,
  firstPassword: FIRST_PASSWORD,
  chosenPassword: CHOSEN_PASSWORD,
});

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(os.tmpdir(), "latammatch-job-alerts-"));
  const added = runInboxUser(dataDir, ["add", SALES, "--role", "sales"], `${FIRST_PASSWORD}\n`);
  expect(added.status, added.stderr).toBe(0);
  server = await startServerProcess({
    dataDir,
    env: {
      JOB_ALERT_DIGEST_INTERVAL_MS: "2000",
      FORM_MIN_FILL_MS: "0",
      MAIL_BUDGET_PER_IP: "0",
    },
  });
  await server.ready();
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test("a job alert is confirmed and its digest lists a new opening", async ({ page }) => {
  test.setTimeout(120_000);
  // The address is typed and sent while the form's code is still on its way: both are kept.
  const formCode = await holdChunk(page, /\/_astro\/job-alert-form\.[\w-]+\.js$/);
  await page.goto(`${server.baseUrl}/es/jobs?category=developers&stack=backend`);
  const form = page.getByTestId("job-alert-form");
  await form.scrollIntoViewIfNeeded();
  await expect(form.getByRole("heading", { name: "Recibe alertas de empleo" })).toBeVisible();
  await expect(form).toContainText("Desarrolladores");
  await formCode.requested;
  await form.getByLabel("Tu e-mail").fill(CANDIDATE);
  await form.getByRole("button", { name: "Recibir alertas" }).click();
  formCode.release();
  await expect(page.getByTestId("job-alert-note")).toContainText(`Revisa ${CANDIDATE}`);
  await page.screenshot({ path: "test-results/e2e/job-alerts-form.png", fullPage: false });

  const confirmation = await mailWithSubject(/^Confirma tu alerta de empleo/);
  expect(confirmation.headers.to).toBe(CANDIDATE);
  const confirmLink = /https?:\/\/[^\s"<>\]]+\/es\/job-alerts\/confirm\?token=[\w.-]+/.exec(
    confirmation.text,
  )?.[0];
  expect(confirmLink).toBeDefined();
  await page.goto(onServer(confirmLink!));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirma tu alerta de empleo");
  await page.getByRole("button", { name: "Confirmar mi alerta" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tu alerta de empleo está activa");

  // The team publishes a matching opening.
  await logIn(page, "/inbox/openings/new");
  await expect(page.getByRole("heading", { name: "New opening" })).toBeVisible();
  await page.getByLabel("Title", { exact: true }).fill(TITLE);
  await page.getByLabel("Stack", { exact: true }).selectOption({ label: "Backend Developer" });
  await page.getByLabel("Seniority", { exact: true }).selectOption({ label: "Senior" });
  await page.getByLabel("From ($/hour)", { exact: true }).fill("45");
  await page.getByLabel("To ($/hour)", { exact: true }).fill("55");
  await page.getByLabel("Description", { exact: true }).fill("Build **APIs**.");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("heading", { name: TITLE, level: 1 })).toBeVisible();
  await waitForHydration(page);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status")).toContainText("Published: candidates can see it now.");

  // The digest: due two seconds after the confirmation, queued and written by the server.
  const digest = await mailWithSubject(/nuevo puesto para tu alerta de LatamMatch$/);
  expect(digest.headers.to).toBe(CANDIDATE);
  expect(digest.headers.subject).toBe("1 nuevo puesto para tu alerta de LatamMatch");
  expect(digest.text).toContain(TITLE);
  const jobLink = /https?:\/\/[^\s"<>\]]+\/es\/jobs\/backend-developer-for-job-alerts/.exec(digest.html)?.[0];
  expect(jobLink).toBeDefined();
  const jobPage = await page.goto(onServer(jobLink!));
  expect(jobPage?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(TITLE);

  // Its unsubscribe link: the page asks, and the one-click POST (RFC 8058) unsubscribes.
  expect(digest.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
  const unsubscribeLink = /^<([^>]+)>$/.exec(digest.headers["list-unsubscribe"] ?? "")?.[1];
  expect(unsubscribeLink).toBeDefined();
  expect(digest.html).toContain(unsubscribeLink!.replace(/&/g, "&amp;"));
  await page.goto(onServer(unsubscribeLink!));
  // The page names what the link stops, in the alert's language.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("¿Detener esta alerta de empleo?");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("button", { name: "Darse de baja" })).toBeVisible();
  const oneClick = await fetch(onServer(unsubscribeLink!), {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: "List-Unsubscribe=One-Click",
  });
  expect(oneClick.status).toBe(200);
});
