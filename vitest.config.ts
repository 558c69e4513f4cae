import { defineConfig } from "vitest/config";
import { buildTimeDefines } from "./build-env.ts";

export default defineConfig({
  define: buildTimeDefines(),
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "inbox/**/*.test.{ts,tsx}",
      "site/**/*.test.ts",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tests/support/**/*.test.ts",
    ],
    environment: "node",
    setupFiles: ["./vitest.setup.ts"],
    // The default output, then one loud line at the end when PostgreSQL tests were skipped.
    reporters: ["default", "./server/db/postgres-skip-reporter.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
