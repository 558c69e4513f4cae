/**
 * `npm run job-alerts:digest`: queues the job alert digests that are due, with the server's
 * settings (JOB_ALERT_DIGEST_INTERVAL_MS), and exits; the running server's outbox worker sends
 * them. The server runs the same pass hourly; this is for a cron-driven setup. With the embedded
 * database, stop the server first (one process per DATA_DIR); with DATABASE_URL it may run beside
 * the servers, which never send a digest twice.
 */
import path from "node:path";
import { describeDigestReport, runJobAlertDigests } from "../../app/features/job-alerts/digest.server";
import { openDatabase } from "../db/client";
import { EnvError, parseEnv } from "../env.server";

async function main() {
  const env = parseEnv();
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    pgliteDir: path.join(env.dataDir, "db"),
    poolSize: 1,
  });
  try {
    const report = await runJobAlertDigests(database.db, { intervalMs: env.JOB_ALERT_DIGEST_INTERVAL_MS });
    console.log(describeDigestReport(report));
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof EnvError ? error.message : `The job alert digests failed: ${(error as Error).message}`,
  );
  process.exit(1);
});
