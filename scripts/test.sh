#!/usr/bin/env bash
# The whole test suite: lint and format, types, unit and integration tests, a production build,
# the JS budget, then the browser tests against the built server.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s ==\n' "$1"; }

step "Lint and format (Biome)"
npx biome check .

step "Types"
npm run typecheck

step "Unit and integration tests (Vitest)"
npx vitest run

export BUILD_DIR="${BUILD_DIR:-build}"
step "Production build into $BUILD_DIR"
npm run build > /dev/null

step "First-load JavaScript budget"
node scripts/js-budget.mjs

step "HTML validation (Nu HTML Checker)"
node scripts/validate-html.mjs

step "Browser tests (Playwright, Chromium)"
E2E_PORT="$(node scripts/free-port.mjs)"
E2E_DATA_DIR="$(mktemp -d "${TMPDIR:-/tmp}/latammatch-e2e.XXXXXX")"
E2E_DATABASE_URL="$(node scripts/prepare-e2e-db.mjs)"
export E2E_PORT E2E_DATA_DIR E2E_DATABASE_URL
[ -n "$E2E_DATABASE_URL" ] && echo "Browser tests use a fresh PostgreSQL database." || echo "Browser tests use the embedded database."
cleanup() {
  rm -rf "$E2E_DATA_DIR"
  [ -z "$E2E_DATABASE_URL" ] || node scripts/prepare-e2e-db.mjs --drop "$E2E_DATABASE_URL"
}
trap cleanup EXIT
npx playwright test
