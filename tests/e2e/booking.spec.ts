import { mkdtempSync, rmSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Locator, Page } from "@playwright/test";
import ICAL from "ical.js";
import { E2E_MEETING_URL } from "./e2e-settings";
import { expect, test, waitForHydration } from "./fixtures";
import { type Mail, parseMail, partOf } from "./mime";
import { runInboxUser, type ServerProcess, startServerProcess } from "./server-process";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

function mailDir() {
  const port = Number(process.env.E2E_PORT ?? 4310);
  return path.join(process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `latammatch-e2e-${port}`), "mail");
}

/** Waits for the one e-mail whose headers match, and parses it. */
async function waitForMail(matches: (mail: Mail) => boolean, folder = mailDir()): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const files = (await readdir(folder).catch(() => [] as string[])).filter((file) =>
          file.endsWith(".eml"),
        );
        const mails = await Promise.all(
          files.map(async (file) => parseMail(await readFile(path.join(folder, file), "utf8"))),
        );
        found = mails.find(matches);
        return Boolean(found);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return found as Mail;
}

/** The calendar's properties (unfolded lines), checked against RFC 5545's frame. */
function parseIcs(ics: string): Map<string, string[]> {
  const lines = ics
    .replace(/\r?\n[ \t]/g, "")
    .split(/\r?\n/)
    .filter(Boolean);
  expect(lines[0]).toBe("BEGIN:VCALENDAR");
  expect(lines.at(-1)).toBe("END:VCALENDAR");
  expect(lines.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(1);
  expect(lines).toContain("END:VEVENT");
  const properties = new Map<string, string[]>();
  for (const line of lines) {
    const match = /^([A-Z-]+)[;:]/.exec(line);
    if (!match?.[1]) throw new Error(`Not a content line: ${line}`);
    const name = match[1];
    properties.set(name, [...(properties.get(name) ?? []), line]);
  }
  return properties;
}

const icsTime = (iso: string) => `${iso.replace(/[-:]/g, "").replace(/\.\d{3}/, "")}`;

async function fillWizard(page: Page, visitor: { name: string; email: string; company: string }) {
  await page.goto("/hiring-form");
  await expect(page.getByRole("button", { name: "Next" })).toBeEnabled();
  // The page's own wizard: the site-wide dialogs hold fields of the same names, closed.
  const wizard = page.getByRole("main");
  await wizard.getByLabel("Full name", { exact: true }).fill(visitor.name);
  await wizard.getByLabel("Work email", { exact: true }).fill(visitor.email);
  await wizard.getByLabel("Phone", { exact: true }).fill("+1 415 555 0134");
  await wizard.getByLabel("Company", { exact: true }).fill(visitor.company);
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("checkbox", { name: "Engineering", exact: true }).check();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("radio", { name: "Hire LATAM developers", exact: true }).check();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("radio", { name: "$50K-200K/quarter", exact: true }).check();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("checkbox", { name: "Software Development", exact: true }).check();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Submit Request" }).click();
}

/** Clicks a radio's card (its label), as a visitor does, and checks it took. */
async function choose(radio: Locator) {
  await radio.locator("xpath=..").click();
  await expect(radio).toBeChecked();
}

/** Picks the n-th day (0-based) and its first free time; returns the time's ISO start. */
async function pickSlot(scope: Locator | Page, dayIndex: number) {
  const days = scope.getByRole("group", { name: "Choose a day" }).getByRole("radio");
  await expect(days.first()).toBeAttached();
  const count = await days.count();
  await choose(days.nth(Math.min(dayIndex, count - 1)));
  const times = scope.getByRole("group", { name: /^Available times on / }).getByRole("radio");
  await choose(times.first());
  return (await times.first().getAttribute("value")) as string;
}

/**
 * Opens /book-a-call once its picker is live: the zone is detected after hydration. Its fields are
 * looked up in `main`: the page's modals, already in the document, have fields of the same names.
 */
async function openPicker(page: Page) {
  await page.goto("/book-a-call");
  await waitForHydration(page);
  await expect(page.getByLabel("Your time zone")).not.toHaveValue("");
}

async function freeSlots(page: Page) {
  const response = await page.request.get("/api/booking-slots?timeZone=UTC");
  expect(response.status()).toBe(200);
  return ((await response.json()) as { slots: { hostId: string; start: string }[] }).slots;
}

const isBookingPost = (url: string, method: string) =>
  method === "POST" && new URL(url).pathname === "/api/bookings";

test.describe("discovery-call booking", () => {
  test("books from the wizard's confirmation without retyping; visitor and host get a valid invitation", async ({
    page,
  }) => {
    const visitor = {
      name: "Dana Whitfield",
      // A mailbox of its own (a +tag alone would share one mail budget across runs).
      email: `dana.${unique()}+call@example.com`,
      company: `Booking Co ${unique()}`,
    };
    const hiringResponse = page.waitForResponse(
      (response) => new URL(response.url()).pathname === "/api/hiring-requests",
    );
    await fillWizard(page, visitor);
    const { id: hiringRequestId } = (await (await hiringResponse).json()) as { id: string };

    const card = page.getByRole("form", { name: "Book your discovery call now" });
    await expect(card).toBeVisible();
    await expect(card.getByText(`Booking as ${visitor.name} (${visitor.email})`)).toBeVisible();
    await expect(card.getByLabel("Work e-mail")).toHaveCount(0);
    await expect(card.getByText(/^Times are shown in /)).toBeVisible();
    // Until a call is booked, the next steps promise one (SPEC's words).
    const nextSteps = page.getByRole("heading", { name: "What happens next" }).locator("xpath=..");
    await expect(nextSteps).toContainText("We schedule a discovery call within 24 hours.");

    const start = await pickSlot(card, 1);
    const requestPromise = page.waitForRequest((request) => isBookingPost(request.url(), request.method()));
    const responsePromise = page.waitForResponse((response) =>
      isBookingPost(response.url(), response.request().method()),
    );
    await card.getByRole("button", { name: "Confirm booking" }).click();
    const body = (await requestPromise).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ ...visitor, start, hiringRequestId, timeZone: expect.any(String) });
    expect((await responsePromise).status()).toBe(201);
    const booked = page.getByRole("heading", { name: "Your call is booked" });
    await expect(booked).toBeFocused();
    await expect(
      page.getByText(`We've sent the calendar invitation to ${visitor.email}.`, { exact: false }),
    ).toBeVisible();
    // Where the call takes place (BOOKING_MEETING_URL).
    await expect(page.getByRole("main").getByRole("link", { name: "Join the call" })).toHaveAttribute(
      "href",
      E2E_MEETING_URL,
    );
    // Once booked, the next steps name that call's time and host instead.
    const detail = (await booked.locator("xpath=following-sibling::p[1]").textContent()) ?? "";
    const [, when, host] = /^(.+) with (.+)\.$/.exec(detail) ?? [];
    expect(when && host).toBeTruthy();
    await expect(nextSteps).toContainText(`Your discovery call with ${host} is booked: ${when}.`);
    await expect(nextSteps).not.toContainText("We schedule a discovery call within 24 hours.");

    // The call's confirmation (the hiring request's acknowledgment went to the same address).
    const toVisitor = await waitForMail(
      (mail) =>
        mail.headers.to === visitor.email &&
        (mail.headers.subject ?? "").startsWith("Your LatamMatch discovery call"),
    );
    const toHost = await waitForMail(
      (mail) =>
        (mail.headers.subject ?? "").startsWith("New discovery call") &&
        (mail.headers.subject ?? "").includes(visitor.company),
    );
    for (const mail of [toVisitor, toHost]) {
      const ics = parseIcs(partOf(mail, "text/calendar"));
      expect(ics.get("METHOD")).toEqual(["METHOD:REQUEST"]);
      expect(ics.get("DTSTART")).toEqual([`DTSTART:${icsTime(start)}`]);
      expect(ics.get("DTEND")?.[0]).toMatch(/^DTEND:\d{8}T\d{6}Z$/);
      expect(ics.get("UID")?.[0]).toMatch(/^UID:[0-9a-f-]{36}@latammatch$/);
      expect(ics.get("ATTENDEE")?.join("\n")).toContain(`mailto:${visitor.email}`);
      expect(ics.get("SUMMARY")?.[0]).toContain(visitor.company);
      expect(ics.get("LOCATION")).toEqual([`LOCATION:${E2E_MEETING_URL}`]);
      expect(partOf(mail, "text/plain")).toContain(E2E_MEETING_URL);
    }
    expect(toHost.headers.to).toMatch(/@latammatch\.example$/);
    expect(partOf(toVisitor, "text/plain")).toContain("/book-a-call/cancel?token=");
    expect(partOf(toHost, "text/plain")).toContain(visitor.email);
  });

  test("two visitors booking the same time at once: one booking, the other is told it was just taken", async ({
    browser,
  }) => {
    const open = async (label: string, target: Browser) => {
      const context = await target.newContext();
      const page = await context.newPage();
      await openPicker(page);
      await page.getByRole("main").getByLabel("Full name").fill(`Racer ${label}`);
      await page.getByRole("main").getByLabel("Work e-mail").fill(`racer-${label}-${unique()}@example.com`);
      await page.getByRole("main").getByLabel("Company", { exact: true }).fill(`Race ${label} Inc`);
      return { context, page };
    };
    const first = await open("a", browser);
    const second = await open("b", browser);
    try {
      const startA = await pickSlot(first.page, 2);
      const startB = await pickSlot(second.page, 2);
      expect(startB).toBe(startA);
      const statuses = Promise.all(
        [first.page, second.page].map((page) =>
          page.waitForResponse((response) => isBookingPost(response.url(), response.request().method())),
        ),
      );
      await Promise.all([
        first.page.getByRole("button", { name: "Confirm booking" }).click(),
        second.page.getByRole("button", { name: "Confirm booking" }).click(),
      ]);
      const [firstStatus, secondStatus] = (await statuses).map((response) => response.status());
      expect([firstStatus, secondStatus].sort()).toEqual([201, 409]);
      // The winner is the page whose request was accepted: its confirmation may not be drawn yet.
      const winner = firstStatus === 201 ? first.page : second.page;
      const loser = winner === first.page ? second.page : first.page;
      await expect(winner.getByRole("heading", { name: "Your call is booked" })).toBeVisible();
      await expect(loser.getByRole("alert").filter({ hasText: "just taken" })).toBeVisible();
      await expect(loser.getByRole("alert").filter({ hasText: "just taken" })).toBeFocused();
      await expect(loser.getByRole("heading", { name: "Your call is booked" })).toHaveCount(0);
    } finally {
      await first.context.close();
      await second.context.close();
    }
  });

  test("the confirmation offers Google, Outlook and the call's .ics, which a calendar reads", async ({
    page,
  }) => {
    await openPicker(page);
    await page.getByRole("main").getByLabel("Full name").fill("Cal Endar");
    await page.getByRole("main").getByLabel("Work e-mail").fill(`calendar-${unique()}@example.com`);
    await page.getByRole("main").getByLabel("Company", { exact: true }).fill("Calendar Corp");
    // A day no other booking test takes: tests run side by side, and a shared slot is a clash.
    const start = await pickSlot(page, 6);
    await page.getByRole("button", { name: "Confirm booking" }).click();
    await expect(page.getByRole("heading", { name: "Your call is booked" })).toBeVisible();
    const links = page.getByRole("navigation", { name: "Add it to your calendar" });
    const google = new URL(
      (await links.getByRole("link", { name: "Add to Google Calendar" }).getAttribute("href"))!,
    );
    expect(`${google.origin}${google.pathname}`).toBe("https://calendar.google.com/calendar/render");
    expect(google.searchParams.get("dates")?.split("/")[0]).toBe(icsTime(start));
    const outlook = new URL((await links.getByRole("link", { name: "Outlook" }).getAttribute("href"))!);
    expect(outlook.searchParams.get("startdt")).toBe(start.replace(/\.\d{3}/, ""));

    const downloading = page.waitForEvent("download");
    await links.getByRole("link", { name: "Apple (.ics)" }).click();
    const download = await downloading;
    expect(new URL(download.url()).pathname).toBe("/book-a-call/calendar.ics");
    const ics = await readFile((await download.path())!, "utf8");
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent")!);
    expect(event.startDate.toJSDate().toISOString()).toBe(new Date(start).toISOString());
    expect(event.summary).toBe("LatamMatch discovery call · Calendar Corp");
    expect(event.summary).toBe(google.searchParams.get("text"));

    const tampered = new URL(download.url());
    tampered.searchParams.set("token", `${tampered.searchParams.get("token")}x`);
    expect((await page.request.get(`${tampered.pathname}${tampered.search}`)).status()).toBe(404);
  });

  test("the cancel link in the e-mail cancels the call and frees its slot", async ({ page }) => {
    const email = `cancel-${unique()}@example.com`;
    await openPicker(page);
    await page.getByRole("main").getByLabel("Full name").fill("Casey Cancel");
    await page.getByRole("main").getByLabel("Work e-mail").fill(email);
    await page.getByRole("main").getByLabel("Company", { exact: true }).fill("Cancel Corp");
    const start = await pickSlot(page, 3);
    const requestPromise = page.waitForRequest((request) => isBookingPost(request.url(), request.method()));
    const responsePromise = page.waitForResponse((response) =>
      isBookingPost(response.url(), response.request().method()),
    );
    await page.getByRole("button", { name: "Confirm booking" }).click();
    const { hostId } = (await requestPromise).postDataJSON() as { hostId: string };
    expect((await responsePromise).status()).toBe(201);
    await expect(page.getByRole("heading", { name: "Your call is booked" })).toBeVisible();
    const offered = (slots: { hostId: string; start: string }[]) =>
      slots.some((slot) => slot.start === start && slot.hostId === hostId);
    expect(offered(await freeSlots(page))).toBe(false);

    const mail = await waitForMail((candidate) => candidate.headers.to === email);
    const link = /https?:\/\/\S+\/book-a-call\/cancel\?token=[^\s>)\]]+/.exec(
      partOf(mail, "text/plain"),
    )?.[0];
    expect(link).toBeTruthy();
    const url = new URL(link as string);
    await page.goto(`${url.pathname}${url.search}`);
    await expect(page.getByRole("heading", { name: "Cancel your discovery call" })).toBeVisible();
    await page.getByRole("button", { name: "Cancel the call" }).click();
    await expect(page.getByRole("heading", { name: "Your call is cancelled" })).toBeVisible();

    // The host's slot is offered again.
    expect(offered(await freeSlots(page))).toBe(true);
    await page.goto(`${url.pathname}${url.search}`);
    await expect(page.getByText("This call was already cancelled or moved.")).toBeVisible();
  });

  test("the reschedule link moves the call to a new time and frees the old one", async ({ page }) => {
    const email = `move-${unique()}@example.com`;
    await openPicker(page);
    await page.getByRole("main").getByLabel("Full name").fill("Morgan Move");
    await page.getByRole("main").getByLabel("Work e-mail").fill(email);
    await page.getByRole("main").getByLabel("Company", { exact: true }).fill("Move Corp");
    const start = await pickSlot(page, 4);
    const requestPromise = page.waitForRequest((request) => isBookingPost(request.url(), request.method()));
    await page.getByRole("button", { name: "Confirm booking" }).click();
    const { hostId } = (await requestPromise).postDataJSON() as { hostId: string };
    await expect(page.getByRole("heading", { name: "Your call is booked" })).toBeVisible();

    const mail = await waitForMail((candidate) => candidate.headers.to === email);
    const link = /https?:\/\/\S+\/book-a-call\/reschedule\?token=[^\s>)\]]+/.exec(
      partOf(mail, "text/plain"),
    )?.[0];
    expect(link).toBeTruthy();
    const url = new URL(link as string);
    await page.goto(`${url.pathname}${url.search}`);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: "Reschedule your discovery call" })).toBeVisible();
    await expect(page.getByLabel("Your time zone")).not.toHaveValue("");
    const newStart = await pickSlot(page, 5);
    expect(newStart).not.toBe(start);
    await page.getByRole("button", { name: "Move my call" }).click();
    await expect(page.getByRole("heading", { name: "Your call has been moved" })).toBeFocused();
    const free = await freeSlots(page);
    expect(free.some((slot) => slot.start === start && slot.hostId === hostId)).toBe(true);
    // The visitor gets the moved call's invitation: same event, next sequence.
    const moved = await waitForMail(
      (candidate) =>
        candidate.headers.to === email && (candidate.headers.subject ?? "").includes("has moved"),
    );
    const ics = parseIcs(partOf(moved, "text/calendar"));
    expect(ics.get("SEQUENCE")).toEqual(["SEQUENCE:1"]);
    expect(ics.get("DTSTART")).toEqual([`DTSTART:${icsTime(newStart)}`]);
  });

  test("a field's message goes once its value is valid, the time's once a time is chosen", async ({
    page,
  }) => {
    await openPicker(page);
    const main = page.getByRole("main");
    await main.getByRole("button", { name: "Confirm booking" }).click();
    await expect(main.getByText("Name must be at least 2 characters")).toBeVisible();
    await expect(main.getByText("Please enter a valid email address")).toBeVisible();
    await expect(main.getByRole("alert").filter({ hasText: "Choose a time to continue." })).toBeVisible();

    await main.getByLabel("Full name").fill("Ana Díaz");
    await expect(main.getByText("Name must be at least 2 characters")).toHaveCount(0);
    // The others stay until they are fixed.
    await expect(main.getByText("Please enter a valid email address")).toBeVisible();
    await main.getByLabel("Work e-mail").fill(`ana-${unique()}@example.com`);
    await expect(main.getByText("Please enter a valid email address")).toHaveCount(0);
    await pickSlot(main, 0);
    await expect(main.getByText("Choose a time to continue.")).toHaveCount(0);
    await expect(main.getByText("Company name is required")).toBeVisible();
  });

  test("/book-a-call is accessible and fits a 390 px screen", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/book-a-call");
    await waitForHydration(page);
    await expect(
      page.getByRole("heading", { level: 1, name: "Book a call with our hiring team" }),
    ).toBeVisible();
    await expect(page.getByRole("group", { name: "Choose a day" })).toBeVisible();
    await expect(page.getByLabel("Your time zone")).not.toHaveValue("");
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // The time zone can be changed from the list, and the times follow it.
    await page.getByLabel("Your time zone").selectOption("Asia/Tokyo");
    await expect(page.getByText(/^Times are shown in Japan Standard Time/)).toBeVisible();
  });
});

/**
 * The team's side, against a server of its own: the sales account is created with `npm run
 * inbox:user` before the server starts (the embedded database allows one process per folder).
 */
test.describe("the team cancels a call from the inbox", () => {
  const SALES = "sales@calls.example";
  const FIRST_PASSWORD = "first-password-123";
  const CHOSEN_PASSWORD = "chosen-password-456";
  let dataDir: string;
  let server: ServerProcess;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    dataDir = mkdtempSync(path.join(os.tmpdir(), "latammatch-booking-inbox-"));
    const added = runInboxUser(dataDir, ["add", SALES, "--role", "sales"], `${FIRST_PASSWORD}\n`);
    expect(added.status, added.stderr).toBe(0);
    server = await startServerProcess({ dataDir, env: { FORM_MIN_FILL_MS: "0" } });
    await server.ready();
  });

  test.afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("a sales member cancels a booking with a reason and the visitor is e-mailed it", async ({ page }) => {
    const visitor = { name: "Robin Booker", email: `robin-${unique()}@example.com`, company: "Booker LLC" };
    const api = (pathname: string) => `${server.baseUrl}${pathname}`;
    const token = (await (await page.request.get(api("/api/form-token?form=booking"))).json()) as {
      token: string;
    };
    const slots = (
      (await (await page.request.get(api("/api/booking-slots?timeZone=UTC"))).json()) as {
        slots: { hostId: string; start: string }[];
      }
    ).slots;
    const slot = slots.at(-1)!;
    const booked = await page.request.post(api("/api/bookings"), {
      headers: { Origin: server.baseUrl },
      data: { ...visitor, ...slot, timeZone: "America/Chicago", website: "", formToken: token.token },
    });
    expect(booked.status()).toBe(201);

    await page.goto(api("/inbox/bookings"));
    await expect(page).toHaveURL(/\/inbox\/login/);
    await page.getByLabel("Work e-mail").fill(SALES);
    await page.getByLabel("Password").fill(FIRST_PASSWORD);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(/\/inbox\/password$/);
    await page.getByLabel("One-time password").fill(FIRST_PASSWORD);
    await page.getByLabel("New password", { exact: true }).fill(CHOSEN_PASSWORD);
    await page.getByLabel("New password again").fill(CHOSEN_PASSWORD);
    await page.getByRole("button", { name: "Save password" }).click();
    await expect(page.getByRole("heading", { name: "Leads" })).toBeVisible();

    await page.getByRole("navigation", { name: "Inbox" }).getByRole("link", { name: "Calls" }).click();
    await expect(page.getByRole("heading", { name: "Discovery calls" })).toBeVisible();
    const row = page.getByRole("listitem").filter({ hasText: visitor.email });
    await expect(row).toContainText(visitor.name);
    await expect(row).toContainText(visitor.company);
    await expect(row).toContainText("Eastern Time");
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);

    const reason = "Our host is out that day; we're sorry for the short notice.";
    await waitForHydration(page);
    await row.getByLabel(`Reason for cancelling (sent to ${visitor.name})`).fill(reason);
    await row.getByRole("button", { name: `Cancel call with ${visitor.name}` }).click();
    await expect(page.getByRole("status")).toContainText(`Cancelled the call with ${visitor.name}`);
    await expect(page.getByRole("listitem").filter({ hasText: visitor.email })).toHaveCount(0);

    const mail = await waitForMail(
      (candidate) =>
        candidate.headers.to === visitor.email && (candidate.headers.subject ?? "").startsWith("Cancelled:"),
      path.join(dataDir, "mail"),
    );
    expect(partOf(mail, "text/plain")).toContain(reason);
    expect(partOf(mail, "text/calendar")).toContain("METHOD:CANCEL");
  });
});
