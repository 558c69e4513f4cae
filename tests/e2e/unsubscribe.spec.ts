import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { eq } from "drizzle-orm";
import { createSignedTokens } from "../../app/lib/signed-token.server";
import { openDatabase } from "../../server/db/client";
import { subscriptions } from "../../server/db/schema";
import { signUnsubscribeToken } from "../../server/emails/subscription-links.server";
import { TEST_FORM_TOKEN_SECRET, validSubscription } from "../support/integration";
import { type ServerProcess, startServerProcess } from "./server-process";

const tokens = createSignedTokens(TEST_FORM_TOKEN_SECRET);

async function subscribe(server: ServerProcess, email: string): Promise<string> {
  const response = await fetch(`${server.baseUrl}/api/subscriptions`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(validSubscription({ email })),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

test.describe("unsubscribe link", () => {
  let dataDir: string;
  let server: ServerProcess;

  test.beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "latammatch-unsubscribe-"));
    server = await startServerProcess({ dataDir, env: { FORM_TOKEN_SECRET: TEST_FORM_TOKEN_SECRET } });
    await server.ready();
  });
  test.afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("asks before unsubscribing, then unsubscribes by the button and by the one-click POST", async ({
    page,
  }) => {
    const byButton = await subscribe(server, "button@acme.example");
    const byOneClick = await subscribe(server, "one-click@acme.example");
    const link = (id: string) => `${server.baseUrl}/unsubscribe?token=${signUnsubscribeToken(tokens, id)}`;

    const shown = await page.goto(link(byButton));
    expect(shown?.status()).toBe(200);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unsubscribe from our e-mails?");
    // It names the one list the link stops.
    await expect(
      page.getByText("You will no longer receive the AI Staffing Insights newsletter at this address."),
    ).toBeVisible();
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are unsubscribed");

    // RFC 8058: the mail provider POSTs this body to the List-Unsubscribe URL, from its own servers.
    const oneClick = await fetch(link(byOneClick), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    // Some providers send their own Origin with it: the signed token in the URL is the authority,
    // for that body only (multipart as well); any other cross-origin post is still refused.
    const byProvider = await subscribe(server, "provider@acme.example");
    const foreign = { Origin: "https://mail.provider.example" };
    const otherForm = await fetch(link(byProvider), {
      method: "POST",
      headers: { ...foreign, "Content-Type": "application/x-www-form-urlencoded" },
      body: "confirm=1",
    });
    expect(otherForm.status).toBe(403);
    const multipart = new FormData();
    multipart.set("List-Unsubscribe", "One-Click");
    const fromProvider = await fetch(link(byProvider), { method: "POST", headers: foreign, body: multipart });
    expect(fromProvider.status).toBe(200);
    const elsewhere = await fetch(`${server.baseUrl}/inbox/logout?token=x`, {
      method: "POST",
      headers: { ...foreign, "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(elsewhere.status).toBe(403);

    const forged = await page.goto(
      `${server.baseUrl}/unsubscribe?token=${signUnsubscribeToken(tokens, byButton)}x`,
    );
    expect(forged?.status()).toBe(400);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This unsubscribe link is not valid");
    const forgedPost = await fetch(`${server.baseUrl}/unsubscribe?token=forged.token`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(forgedPost.status).toBe(400);

    // The embedded database belongs to the server while it runs: read it afterwards.
    await server.stop();
    const database = await openDatabase({ pgliteDir: path.join(dataDir, "db") });
    try {
      for (const id of [byButton, byOneClick, byProvider]) {
        const [row] = await database.db.select().from(subscriptions).where(eq(subscriptions.id, id));
        expect(row?.unsubscribedAt).toBeInstanceOf(Date);
      }
    } finally {
      await database.close();
    }
  });
});
