import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import PostgresSkipReporter, { postgresSkipWarning } from "./postgres-skip-reporter";
import { parseSkipNotice, skipNotice } from "./test-databases";

const log = (content: string) => ({
  content,
  type: "stderr" as const,
  time: Date.now(),
  size: content.length,
});

describe("skip notices", () => {
  it("read back what the test files log", () => {
    const notice = skipNotice(
      "inbox",
      "PostgreSQL at TEST_DATABASE_URL is unreachable (connect ECONNREFUSED 127.0.0.1:5432)",
    );
    expect(parseSkipNotice(`${notice}\n`)).toEqual({
      label: "inbox",
      reason: "PostgreSQL at TEST_DATABASE_URL is unreachable (connect ECONNREFUSED 127.0.0.1:5432)",
    });
    expect(parseSkipNotice("[inbox] something else entirely")).toBeNull();
  });
});

describe("PostgresSkipReporter", () => {
  let dir: string | undefined;
  afterEach(() => {
    vi.unstubAllEnvs();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("ends the run with one loud line naming how many files skipped and why, also in the summary file", () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "latammatch-skip-"));
    const summary = path.join(dir, "summary");
    vi.stubEnv("TEST_SUMMARY_FILE", summary);
    const written: string[] = [];
    const reporter = new PostgresSkipReporter({ write: (line) => written.push(line) });
    reporter.onTestRunStart();
    reporter.onUserConsoleLog(log(skipNotice("inbox", "TEST_DATABASE_URL is not set")));
    reporter.onUserConsoleLog(log("an unrelated line"));
    reporter.onUserConsoleLog(log(skipNotice("metrics", "TEST_DATABASE_URL is not set")));
    reporter.onUserConsoleLog(log(skipNotice("inbox", "TEST_DATABASE_URL is not set")));
    reporter.onTestRunEnd();
    const warning =
      "WARNING: PostgreSQL tests were SKIPPED in 2 test files (TEST_DATABASE_URL is not set): only the embedded database (PGlite) was tested.";
    expect(written).toEqual([`\n${warning}\n`]);
    expect(readFileSync(summary, "utf8")).toBe(`${warning}\n`);
  });

  it("says nothing when every file ran its PostgreSQL variant", () => {
    const written: string[] = [];
    const reporter = new PostgresSkipReporter({ write: (line) => written.push(line) });
    reporter.onTestRunStart();
    reporter.onUserConsoleLog(log("PGlite and PostgreSQL both ran"));
    reporter.onTestRunEnd();
    expect(written).toEqual([]);
    expect(postgresSkipWarning(new Map())).toBeNull();
  });

  it("names each distinct reason once", () => {
    expect(
      postgresSkipWarning(
        new Map([
          ["a", "PostgreSQL at TEST_DATABASE_URL is unreachable (timeout)"],
          ["b", "PostgreSQL at TEST_DATABASE_URL is unreachable (timeout)"],
          ["c", "TEST_DATABASE_URL is not set"],
        ]),
      ),
    ).toBe(
      "WARNING: PostgreSQL tests were SKIPPED in 3 test files (PostgreSQL at TEST_DATABASE_URL is unreachable (timeout); TEST_DATABASE_URL is not set): only the embedded database (PGlite) was tested.",
    );
  });
});
