import { randomUUID } from "node:crypto";
import os from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { localizedSitemapEntries, translatedPageEntries } from "../../app/content/localized-pages";
import { applicationFormEs } from "../../app/content/ui/application-form-es";
import { applicationFormPtBr } from "../../app/content/ui/application-form-pt-br";
import { chatEs } from "../../app/content/ui/chat-es";
import { es } from "../../app/content/ui/es";
import { layoutText } from "../../app/content/ui/layout-text";
import { ptBr } from "../../app/content/ui/pt-br";
import { type ParsedEml, readMailDir } from "../support/eml";
import { expect, holdChunk, test, waitForHydration } from "./fixtures";
import { parseMail } from "./mime";

/** Where the server under test writes its e-mails (no SMTP server in the browser tests). */
const mailDir = path.join(
  process.env.E2E_DATA_DIR ??
    path.join(os.tmpdir(), `latammatch-e2e-${Number(process.env.E2E_PORT ?? 4310)}`),
  "mail",
);

async function mailTo(address: string, subject: string): Promise<ParsedEml> {
  let found: ParsedEml | undefined;
  await expect
    .poll(
      async () => {
        const mails = await readMailDir(mailDir);
        // Non-ASCII subjects are encoded words: compare the decoded subject.
        found = mails.find(
          (mail) => mail.headers.to === address && parseMail(mail.raw).headers.subject === subject,
        );
        return found !== undefined;
      },
      { timeout: 15_000, message: `e-mail "${subject}" to ${address}` },
    )
    .toBe(true);
  return found as ParsedEml;
}

const cases = [
  { locale: "es", prefix: "/es", catalogue: es, form: applicationFormEs, lang: "es", firstName: "Valentina" },
  {
    locale: "pt-br",
    prefix: "/pt-br",
    catalogue: ptBr,
    form: applicationFormPtBr,
    lang: "pt-BR",
    firstName: "João",
  },
] as const;

async function fillValidApplication(
  page: Page,
  text: (typeof cases)[number]["form"],
  email: string,
  name: string,
) {
  const form = page.getByRole("form", { name: text.formLabel });
  const labels = text.labels;
  await form.getByLabel(labels.fullName).fill(`${name} Pereira`);
  await form.getByLabel(labels.email).fill(email);
  await form.getByLabel(labels.country).selectOption({ label: text.countries.Brazil });
  await form.getByLabel(labels.category).selectOption("developers");
  await form.getByLabel(labels.specialization).selectOption("backend");
  await form.getByLabel(labels.yearsOfExperience).fill("6");
  await form.getByLabel(labels.englishLevel).selectOption({ label: text.englishLevels.Fluent });
  await form.getByLabel(labels.profileUrl).fill("https://portfolio.example.com");
  await form.getByLabel(labels.hourlyRate).fill("45");
  return form;
}

for (const { locale, prefix, catalogue, form: formText, lang, firstName } of cases) {
  test.describe(`candidate pages in ${locale}`, () => {
    test("apply with errors first, then successfully, and get the acknowledgment in the same language", async ({
      page,
    }) => {
      const text = formText;
      await page.goto(`${prefix}/talent-apply`);
      await waitForHydration(page);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      const form = page.getByRole("form", { name: text.formLabel });
      await form.getByRole("button", { name: text.submit }).click();
      await expect(form.getByText(text.messages.fullNameShort)).toBeVisible();
      await expect(form.getByText(text.messages.email)).toBeVisible();
      await expect(form.getByText(text.messages.profileUrl)).toBeVisible();
      await expect(form.getByText(text.messages.hourlyRate)).toBeVisible();
      await expect(form.getByLabel(text.labels.fullName)).toBeFocused();

      const email = `candidate-${locale}-${randomUUID().slice(0, 8)}@example.com`;
      await fillValidApplication(page, formText, email, firstName);
      // The option values stay the English ones; only their labels change.
      await expect(form.getByLabel(text.labels.country)).toHaveValue("Brazil");
      // The general application asks to stay in the pool ticked, to share the profile unticked.
      await expect(form.getByLabel(text.consents.stayInPool)).toBeChecked();
      await expect(form.getByLabel(text.consents.stayInPool)).toHaveAccessibleDescription(
        text.consents.stayInPoolGeneral,
      );
      await expect(form.getByLabel(text.consents.shareProfile)).not.toBeChecked();
      await form.getByRole("button", { name: text.submit }).click();
      await expect(page.getByText(text.confirmationTitle)).toBeVisible();

      const mail = await mailTo(email, catalogue.email.subject);
      expect(mail.html).toContain(`lang="${lang}"`);
      expect(mail.text).toContain(catalogue.email.nextTitle);
      expect(mail.text).toContain(catalogue.email.greeting.replace("{{firstName}}", firstName));
      expect(mail.text).toContain(`${prefix}/talent`);
      expect(mail.text).not.toContain("What happens next");
      // Their status page, in the same language, with a token of its own.
      expect(mail.text).toMatch(new RegExp(`${prefix}/candidate/[A-Za-z0-9_-]{43}\\b`));
      expect(mail.text).toContain(catalogue.email.statusLabel);
    });

    test("the language switcher leads to the same page in the other languages", async ({ page }) => {
      await page.goto(`${prefix}/candidates/developers/backend`);
      await waitForHydration(page);
      const switcher = page.getByRole("navigation", { name: catalogue.layout.language.switcherLabel });
      const current = switcher.getByRole("link", { name: locale === "es" ? "Español" : "Português" });
      await expect(current).toHaveAttribute("aria-current", "page");
      await expect(switcher.getByRole("link", { name: "English" })).toHaveAttribute("hreflang", "en");
      const other = locale === "es" ? "Português" : "Español";
      await switcher.getByRole("link", { name: other }).click();
      const otherPrefix = locale === "es" ? "/pt-br" : "/es";
      await expect(page).toHaveURL(new RegExp(`${otherPrefix}/candidates/developers/backend$`));
      await expect(page.locator("html")).toHaveAttribute("lang", locale === "es" ? "pt-BR" : "es");
      await page.getByRole("navigation", { name: "Idioma" }).getByRole("link", { name: "English" }).click();
      await expect(page).toHaveURL(/\/candidates\/developers\/backend$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.getByRole("button", { name: "Candidate Apply" })).toBeVisible();
    });
  });
}

for (const { prefix, catalogue, lang } of cases) {
  test(`a page under ${prefix} has the language, header, footer and chat of its locale`, async ({ page }) => {
    await page.goto(`${prefix}/candidates/developers/backend`);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("button", { name: catalogue.layout.header.candidateApply })).toBeVisible();
    await expect(
      banner.getByRole("navigation", { name: catalogue.layout.language.switcherLabel }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: catalogue.layout.skipLink })).toBeAttached();
    await expect(page.getByRole("button", { name: catalogue.layout.chatLauncher })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toContainText(catalogue.layout.footer.tagline);
  });

  test(`unknown category and stack slugs under ${prefix} answer 404 with the not-found page in its language`, async ({
    request,
  }) => {
    for (const path of [
      `${prefix}/candidates/astronauts`,
      `${prefix}/candidates/developers/cobol-wizardry`,
      `${prefix}/candidates/astronauts/backend`,
      `${prefix}/candidates/sales/backend`,
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain(`<html lang="${lang}"`);
      expect(html, path).toContain(catalogue.layout.notFound.message);
    }
  });
}

test("the application dialog on a Spanish page speaks Spanish", async ({ page }) => {
  await page.goto("/es/candidates/developers");
  await waitForHydration(page);
  await page.getByRole("button", { name: es.layout.header.candidateApply }).first().click();
  const dialog = page.getByRole("dialog", { name: es.layout.applyDialog.title });
  await expect(dialog.getByLabel(applicationFormEs.labels.fullName)).toBeVisible();
  await dialog.getByRole("button", { name: applicationFormEs.submit }).click();
  await expect(dialog.getByText(applicationFormEs.messages.fullNameShort)).toBeVisible();
  await expect(dialog.getByText(applicationFormEs.messages.yearsOfExperience)).toBeVisible();
});

test("the chat on a Spanish page speaks Spanish and links to the Spanish pages", async ({ page }) => {
  await page.goto("/es/candidates");
  await waitForHydration(page);
  // A chip pressed while the panel's code is still on its way is taken once it is live.
  const panelCode = await holdChunk(page, /\/_astro\/chat-panel-island-es\.[\w-]+\.js$/);
  await page.getByRole("button", { name: es.layout.chatLauncher }).click();
  const chat = page.getByRole("dialog", { name: chatEs.title });
  await expect(chat.getByText(chatEs.greeting)).toBeVisible();
  const chips = chat.getByRole("list", { name: chatEs.quickOptionsLabel }).getByRole("button");
  await expect(chips.first()).toHaveText(chatEs.quickOptions[0] as string);
  await panelCode.requested;
  await chips.first().click();
  panelCode.release();
  await expect(chat.getByRole("textbox")).toHaveValue(chatEs.quickOptions[0] as string);
  await chat.getByRole("button", { name: chatEs.send }).click();
  await expect(chat.getByText(chatEs.replies.react.text)).toBeVisible();
  // The catalogue's answer in Spanish: the stack's Spanish page, and the shortlist with its role.
  await expect(chat.getByTestId("chat-match")).toContainText(chatEs.match.heading);
  const browse = chat.getByRole("link", { name: "Ver tarifas y perfiles de Desarrollador Frontend" });
  await expect(browse).toHaveAttribute("href", "/es/candidates/developers/frontend");
  // The hiring form is a company page: it stays English.
  await expect(chat.getByRole("link", { name: chatEs.match.shortlist })).toHaveAttribute(
    "href",
    "/hiring-form?role=frontend",
  );
});

test("an English candidate page offers Spanish once to a Spanish-speaking browser, never redirecting", async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: "es-AR" });
  const page = await context.newPage();
  await page.goto("/talent");
  await waitForHydration(page);
  await expect(page).toHaveURL(/\/talent$/);
  const banner = page.getByTestId("language-suggestion");
  await expect(banner).toBeVisible();
  await banner.getByRole("button", { name: "No, gracias" }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole("navigation", { name: "Language" })).toBeVisible();
  await expect(page.getByTestId("language-suggestion")).toBeHidden();
  await context.close();
});

test("a localized page has no accessibility violations", async ({ page }) => {
  await page.goto("/es/candidates/developers/backend");
  await waitForHydration(page);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
});

/** Every leaf string of a catalogue namespace. */
const leaves = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : value && typeof value === "object"
      ? Object.values(value).flatMap(leaves)
      : [];

/** The page's text nodes and labels: each piece of text between tags, and every aria-label. */
const textPieces = (html: string) =>
  new Set([
    ...html
      .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, " ")
      .split(/<[^>]+>/)
      .map((piece) => piece.replace(/\s+/g, " ").trim())
      .filter(Boolean),
    ...[...html.matchAll(/aria-label="([^"]*)"/g)].map((match) => match[1] ?? ""),
  ]);

test("every translated page answers 200 with its language, canonical and hreflang set, and no English chrome", async ({
  request,
}) => {
  // The job boards and every open opening in each language, as the sitemap lists them.
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const jobBoardPaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1] ?? "").pathname)
    .filter((pathname) => /^(\/(es|pt-br))?\/jobs(\/|$)/.test(pathname));
  expect(jobBoardPaths).toEqual(
    expect.arrayContaining(["/es/jobs/prompt-engineer", "/pt-br/jobs/prompt-engineer"]),
  );
  for (const path of [
    ...[...translatedPageEntries(), ...localizedSitemapEntries()].map((entry) => entry.path),
    ...jobBoardPaths,
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    const locale = path.startsWith("/es/") ? "es" : path.startsWith("/pt-br/") ? "pt-br" : "en";
    const lang = { en: "en", es: "es", "pt-br": "pt-BR" }[locale];
    expect(html, path).toContain(`<html lang="${lang}"`);
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? "";
    expect(new URL(canonical).pathname, path).toBe(path);
    const english = path.replace(/^\/(es|pt-br)(?=\/)/, "");
    for (const [hreflang, prefix] of [
      ["en", ""],
      ["es", "/es"],
      ["pt-BR", "/pt-br"],
      ["x-default", ""],
    ]) {
      expect(html, `${path} ${hreflang}`).toMatch(
        new RegExp(
          `<link rel="alternate" hrefLang="${hreflang}" href="[^"]*${prefix}${english}"|<link rel="alternate" hreflang="${hreflang}" href="[^"]*${prefix}${english}"`,
        ),
      );
    }
    if (locale === "en") continue;
    // No string of the English site chrome that the language writes differently.
    const catalogue = locale === "es" ? es : ptBr;
    const translated = new Set(leaves(catalogue.layout));
    // The hiring modal's form is for companies: English in every language, as on every page.
    const pieces = textPieces(html.replace(/<dialog id="hiring-modal"[\s\S]*?<\/dialog>/, ""));
    const leftovers = leaves(layoutText)
      .filter((value) => !translated.has(value) && !value.includes("{{"))
      .filter((value) => pieces.has(value));
    expect(leftovers, `English UI text on ${path}`).toEqual([]);
  }
});

test("an unknown Spanish path answers 404 with the Spanish not-found page", async ({ request }) => {
  const response = await request.get("/es/no-existe");
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain('<html lang="es"');
  expect(html).toContain(es.layout.notFound.message);
  const portuguese = await request.get("/pt-br/candidates/developers/no-such-stack");
  expect(portuguese.status()).toBe(404);
  expect(await portuguese.text()).toContain(ptBr.layout.notFound.message);
});
