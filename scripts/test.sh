#!/usr/bin/env bash
# The whole test suite: lint and format, types, import rules, unit and integration tests, a
# production build, the JS budget, then the browser tests against the built server.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s ==\n' "$1"; }

# On an older Node.js, stop at once and say how to get the right one.
node scripts/require-node.mjs

# Warnings repeated when the run ends, pass or fail: above all, PostgreSQL tests that did not run
# (Vitest's reporter in server/db/postgres-skip-reporter.ts appends its line here too).
TEST_SUMMARY_FILE="$(mktemp "${TMPDIR:-/tmp}/latammatch-test-summary.XXXXXX")"
export TEST_SUMMARY_FILE
E2E_DATA_DIR=""
E2E_DATABASE_URL=""
finish() {
  [ -z "$E2E_DATA_DIR" ] || rm -rf "$E2E_DATA_DIR"
  [ -z "$E2E_DATABASE_URL" ] || node scripts/prepare-e2e-db.mjs --drop "$E2E_DATABASE_URL"
  if [ -s "$TEST_SUMMARY_FILE" ]; then
    printf '\n== Warnings ==\n'
    cat "$TEST_SUMMARY_FILE"
  fi
  rm -f "$TEST_SUMMARY_FILE"
}
trap finish EXIT

step "Lint and format (Biome)"
npx biome check .

step "Types"
npm run typecheck

step "Import rules (dependency-cruiser)"
npm run --silent deps

step "Unused exports (knip)"
npm run --silent unused

step "Unit and integration tests (Vitest)"
npx vitest run

export BUILD_DIR="${BUILD_DIR:-build}"
step "Production build into $BUILD_DIR"
npm run build > /dev/null

step "First-load JavaScript budget (Chromium, 6 s after load)"
node scripts/js-budget.mjs

step "HTML validation (Nu HTML Checker)"
node scripts/validate-html.mjs

step "Browser tests (Playwright, Chromium)"
E2E_PORT="$(node scripts/free-port.mjs)"
E2E_DATA_DIR="$(mktemp -d "${TMPDIR:-/tmp}/latammatch-e2e.XXXXXX")"
E2E_DB_NOTE="$(mktemp "${TMPDIR:-/tmp}/latammatch-e2e-db.XXXXXX")"
E2E_DATABASE_URL="$(node scripts/prepare-e2e-db.mjs 2> "$E2E_DB_NOTE")"
export E2E_PORT E2E_DATA_DIR E2E_DATABASE_URL
if [ -n "$E2E_DATABASE_URL" ]; then
  echo "Browser tests use a fresh PostgreSQL database."
else
  reason="$(cat "$E2E_DB_NOTE")"
  reason="${reason%: browser tests use the embedded database.}"
  reason="${reason:-TEST_DATABASE_URL is not set}"
  echo "Browser tests use the embedded database: $reason"
  echo "WARNING: PostgreSQL browser tests were SKIPPED ($reason): they ran on the embedded database only." >> "$TEST_SUMMARY_FILE"
fi
rm -f "$E2E_DB_NOTE"
npx playwright test
