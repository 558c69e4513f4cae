import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { type ParsedEml, readMailDir } from "../support/eml";
import { expect, test, waitForHydration } from "./fixtures";
import { inboxLogIn } from "./inbox-session";
import { parseMail } from "./mime";
import { expectNoAxeViolations, expectNoHorizontalScroll } from "./page-checks";
import { runInboxUser, type ServerProcess, startServerProcess } from "./server-process";

/**
 * Applying with a résumé from a job's page in Spanish: the file is uploaded before the
 * application, the candidate's acknowledgment names the job and the file in Spanish, and the team
 * downloads the exact bytes from the lead. A program renamed .pdf is refused by the server in the
 * page's language, a file over 5 MB by the browser before any upload.
 */
const SALES = "apply.sales@latammatch.example";
const PASSWORD = "first-password-123";
const CHOSEN = "chosen-password-456";
const TITLE = "Senior Vue Developer";
const SLUG = "senior-vue-developer";
const APPLICANT = "Camila Rojas";
const APPLICANT_EMAIL = "camila.rojas@example.com";
const RESUME_NAME = "Camila Rojas CV.pdf";

/** A small but real PDF: one empty page. */
const PDF = Buffer.from(
  [
    "%PDF-1.4",
    "1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj",
    "2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj",
    "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj",
    "trailer << /Root 1 0 R >>",
    "%%EOF",
    "",
  ].join("\n"),
  "latin1",
);
/** The start of a Windows program, renamed .pdf. */
const PROGRAM = Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00", "latin1"), Buffer.alloc(2048, 1)]);

let dataDir: string;
let server: ServerProcess;
const url = (pathname: string) => `${server.baseUrl}${pathname}`;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(os.tmpdir(), "latammatch-job-apply-"));
  const added = runInboxUser(dataDir, ["add", SALES, "--role", "sales"], `${PASSWORD}\n`);
  expect(added.status, added.stderr).toBe(0);
  // A test fills the application faster than a person can: it is not held for that.
  server = await startServerProcess({ dataDir, env: { FORM_MIN_FILL_MS: "0", MAIL_BUDGET_PER_IP: "0" } });
  await server.ready();
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const logIn = inboxLogIn({
  baseUrl: () => server.baseUrl,
  email: SALES,
  firstPassword: PASSWORD,
  chosenPassword: CHOSEN,
});

/** The Spanish job page with its form live. */
async function openSpanishJobPage(page: Page) {
  await page.goto(url(`/es/jobs/${SLUG}`));
  // The form's island starts once it is in view, as after the "Postularme" link.
  await page.getByRole("link", { name: "Postularme" }).click();
  await expect(page.locator("#apply astro-island")).not.toHaveAttribute("ssr", { timeout: 15_000 });
  return page.locator("#apply");
}

async function fillApplication(page: Page, name: string, email: string) {
  const form = page.locator("#apply");
  await form.getByLabel("Nombre completo").fill(name);
  await form.getByLabel("Correo electrónico").fill(email);
  await form.getByLabel("País").selectOption("Chile");
  await form.getByLabel("Nivel de inglés").selectOption("Fluent");
  await form.getByLabel("Años de experiencia").fill("6");
  await form.getByLabel("Tarifa por hora esperada (USD)").fill("42");
  await form.getByLabel("URL de LinkedIn o portafolio").fill("https://example.com/camila");
}

test("the team publishes a Vue opening in the inbox", async ({ page }) => {
  test.setTimeout(90_000);
  await logIn(page);
  await page.goto(url("/inbox/openings/new"));
  await waitForHydration(page);
  await page.getByLabel("Title", { exact: true }).fill(TITLE);
  await page.getByLabel("Stack", { exact: true }).selectOption({ label: "Frontend Developer" });
  await page.getByLabel("Seniority", { exact: true }).selectOption({ label: "Senior" });
  await page.getByLabel("From ($/hour)", { exact: true }).fill("38");
  await page.getByLabel("To ($/hour)", { exact: true }).fill("46");
  await page.getByLabel("Description", { exact: true }).fill("Build the storefront of a U.S. retailer.");
  await page.getByLabel("Requirements", { exact: true }).fill("- 5 years of Vue");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("heading", { name: TITLE, level: 1 })).toBeVisible();
  await waitForHydration(page);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status")).toContainText("Published: candidates can see it now.");
});

test("the form on the Spanish job page is accessible and fits a phone", async ({ page }) => {
  const form = await openSpanishJobPage(page);
  const resume = form.getByLabel("Currículum (opcional)");
  await expect(resume).toHaveAttribute("type", "file");
  await expect(resume).toHaveAttribute("accept", /\.pdf,\.docx/);
  await expect(resume).toHaveAccessibleDescription("PDF o Word (.docx), hasta 5 MB.");
  await expectNoAxeViolations(page);
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoHorizontalScroll(page);
    await form.screenshot({ path: test.info().outputPath(`job-apply-form-${width}.png`) });
  }
});

test("a file over 5 MB is refused in the browser, before any upload", async ({ page }) => {
  const uploads: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/resumes") uploads.push(request.url());
  });
  const form = await openSpanishJobPage(page);
  const resume = form.getByLabel("Currículum (opcional)");
  await resume.setInputFiles({
    name: "cv-enorme.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.alloc(6 * 1024 * 1024, 0x20),
  });
  const message = "Este archivo pesa más de 5 MB: elige un PDF o un documento de Word (.docx) de hasta 5 MB.";
  await expect(form.getByText(message)).toBeVisible();
  await expect(resume).toHaveAttribute("aria-invalid", "true");
  await fillApplication(page, "Otra Persona", "otra.persona@example.com");
  await form.getByRole("button", { name: "Enviar postulación" }).click();
  await expect(resume).toBeFocused();
  expect(uploads).toEqual([]);
});

test("a program renamed .pdf is refused by the server in Spanish, and nothing is stored", async ({
  page,
  consoleErrors,
}) => {
  const applications: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/candidate-applications") applications.push(request.url());
  });
  const form = await openSpanishJobPage(page);
  await fillApplication(page, "Programa Renombrado", "programa@example.com");
  await form.getByLabel("Currículum (opcional)").setInputFiles({
    name: "cv.pdf",
    mimeType: "application/pdf",
    buffer: PROGRAM,
  });
  const refused = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/resumes");
  await form.getByRole("button", { name: "Enviar postulación" }).click();
  expect((await refused).status()).toBe(415);
  await expect(
    form.getByText(
      "Este archivo no es un PDF ni un documento de Word: elige un PDF o un .docx de hasta 5 MB.",
    ),
  ).toBeVisible();
  await expect(form.getByLabel("Currículum (opcional)")).toBeFocused();
  expect(applications).toEqual([]);
  // The browser logs the refused upload: expected here.
  for (let at = consoleErrors.length - 1; at >= 0; at--) {
    if (/status of 415/.test(consoleErrors[at] ?? "")) consoleErrors.splice(at, 1);
  }
});

test("a candidate applies with a PDF in Spanish; the acknowledgment names the job and the team downloads the file", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const form = await openSpanishJobPage(page);
  await expect(form.getByLabel("Categoría")).toHaveValue("developers");
  await expect(form.getByLabel("Especialización")).toHaveValue("frontend");
  await fillApplication(page, APPLICANT, APPLICANT_EMAIL);
  await form.getByLabel("Disponible desde (opcional)").selectOption({ label: "En 2 semanas" });
  // A job's application asks both consents unticked; the candidate gives one.
  const stayInPool = form.getByLabel("Mantenerme en el grupo de talento para futuras vacantes");
  await expect(stayInPool).not.toBeChecked();
  await expect(
    form.getByLabel(
      "Compartir mi perfil completo y mi currículum con las empresas clientes de una lista corta",
    ),
  ).not.toBeChecked();
  await stayInPool.check();
  await form.getByLabel("Currículum (opcional)").setInputFiles({
    name: RESUME_NAME,
    mimeType: "application/pdf",
    buffer: PDF,
  });
  const uploaded = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/resumes");
  const applied = page.waitForResponse(
    (response) => new URL(response.url()).pathname === "/api/candidate-applications",
  );
  await form.getByRole("button", { name: "Enviar postulación" }).click();
  expect((await uploaded).status()).toBe(201);
  const application = await applied;
  expect(application.status()).toBe(201);
  expect(application.request().postDataJSON()).toMatchObject({
    job: SLUG,
    locale: "es",
    availability: "In 2 weeks",
    stayInPool: true,
    shareProfile: false,
  });
  expect(application.request().postDataJSON().resumeId).toMatch(/^[0-9a-f-]{36}$/);
  await expect(form.getByRole("status")).toBeVisible({ timeout: 15_000 });

  // The candidate's acknowledgment, in Spanish, names the job and the file; the team's
  // notification names the file and the availability.
  let acknowledgment: ParsedEml | undefined;
  let notification: ParsedEml | undefined;
  const flat = (text: string | undefined) => (text ?? "").replace(/\s+/g, " ");
  await expect
    .poll(
      async () => {
        const mails = await readMailDir(path.join(dataDir, "mail"));
        acknowledgment = mails.find((mail) => mail.headers.to === APPLICANT_EMAIL);
        notification = mails.find(
          (mail) => mail.headers.to !== APPLICANT_EMAIL && flat(mail.text).includes(APPLICANT_EMAIL),
        );
        return acknowledgment !== undefined && notification !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  expect(flat(notification?.text)).toContain(RESUME_NAME);
  expect(flat(notification?.text)).toMatch(/Available from:? In 2 weeks/);
  // Non-ASCII subjects are encoded words: compare the decoded subject.
  expect(parseMail(acknowledgment?.raw ?? "").headers.subject).toBe("Recibimos tu postulación a LatamMatch");
  const text = flat(acknowledgment?.text);
  expect(text).toContain(`Gracias por postularte a la vacante ${TITLE} en LatamMatch.`);
  expect(text).toContain(`Recibimos también tu currículum: ${RESUME_NAME}.`);
  // The link to the candidate's own status page, in Spanish, with a token of its own.
  expect(text).toMatch(/Ver el estado de tu postulación \S*\/es\/candidate\/[A-Za-z0-9_-]{43}\b/);

  // The team finds the lead with the job and downloads the exact bytes.
  await logIn(page);
  await page.getByRole("link", { name: "Candidate applications" }).click();
  await page.getByRole("link", { name: APPLICANT }).click();
  await expect(page.getByText(SLUG, { exact: true })).toBeVisible();
  await expect(page.getByText("Available from", { exact: true })).toBeVisible();
  await expect(page.getByText("In 2 weeks", { exact: true })).toBeVisible();
  await expect(page.getByText(RESUME_NAME)).toBeVisible();
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download the résumé" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(RESUME_NAME);
  expect(readFileSync(await download.path())).toEqual(PDF);
  const href = await page.getByRole("link", { name: "Download the résumé" }).getAttribute("href");
  const answer = await page.request.get(url(href ?? ""));
  expect(answer.headers()["content-disposition"]).toMatch(/^attachment;/);
  expect(Buffer.from(await answer.body())).toEqual(PDF);
});
