import { expect, test } from "./fixtures";

/**
 * The matcher on a category page answers a cost question about the role of the previous message
 * with the pricing model's arithmetic, and its sample profiles are the page's, with the pay their
 * cards show.
 */
test("a cost question on a category page: people × hours × the rate, and the page's own profiles", async ({
  page,
}) => {
  await page.goto("/candidates/developers");
  await page.getByRole("button", { name: "Open AI Talent Matcher chat" }).click();
  const chat = page.getByRole("dialog", { name: "AI Talent Matcher" });
  const input = chat.getByRole("textbox", { name: "Describe the talent you need" });
  await expect(page.locator('astro-island[component-export="ChatPanelIsland"]')).not.toHaveAttribute("ssr");
  const replies = chat.getByRole("log").locator('[data-sender="ai"]');

  await input.fill("I need a senior backend developer");
  await input.press("Enter");
  await expect(replies).toHaveCount(2);
  await expect(replies.last()).toContainText("A senior Backend Developer: $55/hour all-inclusive rate.");

  await input.fill("How much would 2 of them cost per month?");
  await input.press("Enter");
  await expect(replies).toHaveCount(3);
  const answer = replies.last();
  // SPEC's canned reply stays, the answer goes around it.
  await expect(answer).toContainText("Share the role and seniority you need");
  await expect(answer).toContainText("About Backend Developer, from your previous message.");
  await expect(answer).toContainText("2 × 40 hours a week × 52 ÷ 12 × $55/hour = $19,067 a month.");

  // Every sample person the chat names is on the page, with the same pay.
  const profiles = answer.getByRole("listitem").filter({ hasText: "all-inclusive rate" });
  await expect(profiles.first()).toBeVisible();
  for (const line of await profiles.allTextContents()) {
    const [, name, pay] = /^([^,]+),.* pay (\$\d+)\/hour/.exec(line) ?? [];
    expect(name && pay, line).toBeTruthy();
    const card = page
      .getByRole("main")
      .locator("li")
      .filter({ has: page.getByRole("heading", { name: name as string, exact: true }) });
    await expect(card).toContainText(`${pay}/hour`);
  }
});
