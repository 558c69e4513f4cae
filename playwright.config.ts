import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions } from "./tests/e2e/chromium.mjs";
import { E2E_MEETING_URL } from "./tests/e2e/e2e-settings";

// scripts/test.sh picks a free port, a fresh data folder and (when PostgreSQL is reachable) a
// fresh database; the defaults let `npx playwright test` run on its own after a build.
const port = Number(process.env.E2E_PORT ?? 4310);
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `latammatch-e2e-${port}`);
export const e2eBaseUrl = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  retries: 0,
  reporter: [["list"]],
  outputDir: "test-results/e2e",
  use: {
    baseURL: e2eBaseUrl,
    browserName: "chromium",
    launchOptions: chromiumLaunchOptions,
    trace: "off",
  },
  webServer: {
    command: "node scripts/start.mjs",
    url: `${e2eBaseUrl}/healthz`,
    reuseExistingServer: false,
    timeout: 90_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
      // The browser tests submit many forms from one address; the limit itself is tested in
      // the endpoint's integration tests.
      RATE_LIMIT_MAX: "0",
      RESUME_RATE_LIMIT_MAX: "0",
      // The same for the e-mails those forms send (each test uses its own addresses, so the
      // per-address budgets stay on), and a test fills a form faster than a person can: its
      // visitor would get no e-mail. Both are tested in server/visitor-mail.integration.test.ts.
      MAIL_BUDGET_PER_IP: "0",
      FORM_MIN_FILL_MS: "0",
      // Every test books its calls from 127.0.0.1 (each with its own address): the per-network
      // booking limit is tested in app/features/booking/bookings.integration.test.ts.
      BOOKING_MAX_OPEN_PER_IP: "0",
      // Where the discovery calls take place: in the invitations, e-mails and confirmation.
      BOOKING_MEETING_URL: E2E_MEETING_URL,
    },
  },
});
