/**
 * A Vitest reporter that ends the run with one loud line when test files skipped their PostgreSQL
 * variant (TEST_DATABASE_URL unset or unreachable, see test-databases.ts): each file's own notice
 * scrolls past among the results, and a run that tested PGlite alone must not pass for a full
 * one. With TEST_SUMMARY_FILE set (scripts/test.sh), the line is also appended to that file, which
 * `npm test` prints again when it ends.
 */
import { appendFileSync } from "node:fs";
import type { Reporter } from "vitest/node";
import { parseSkipNotice } from "./test-databases";

type UserConsoleLog = Parameters<NonNullable<Reporter["onUserConsoleLog"]>>[0];

/** The warning for the files that skipped (file label → reason), or null when none did. */
export function postgresSkipWarning(skipped: ReadonlyMap<string, string>): string | null {
  if (skipped.size === 0) return null;
  const reasons = [...new Set(skipped.values())].join("; ");
  const files = skipped.size === 1 ? "1 test file" : `${skipped.size} test files`;
  return `WARNING: PostgreSQL tests were SKIPPED in ${files} (${reasons}): only the embedded database (PGlite) was tested.`;
}

export default class PostgresSkipReporter implements Reporter {
  private readonly skipped = new Map<string, string>();
  private readonly write: (line: string) => void;

  /** Vitest passes the reporter's options from the config (none); tests pass `write`. */
  constructor(options: { write?: (line: string) => void } = {}) {
    this.write = options.write ?? ((line) => process.stderr.write(line));
  }

  onTestRunStart() {
    this.skipped.clear();
  }

  onUserConsoleLog(log: UserConsoleLog) {
    const notice = parseSkipNotice(log.content);
    if (notice) this.skipped.set(notice.label, notice.reason);
  }

  onTestRunEnd() {
    const warning = postgresSkipWarning(this.skipped);
    if (!warning) return;
    this.write(`\n${warning}\n`);
    const summaryFile = process.env.TEST_SUMMARY_FILE;
    if (summaryFile) appendFileSync(summaryFile, `${warning}\n`);
  }
}
