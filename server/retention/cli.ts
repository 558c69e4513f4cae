/**
 * `npm run retention`: runs the retention job once, with the server's settings, and exits. The
 * server runs the same job every day; this is for a cron-driven setup or to apply a shorter
 * RETENTION_MONTHS at once. With the embedded database, stop the server first (one process per
 * DATA_DIR); with DATABASE_URL it may run beside the servers.
 */
import path from "node:path";
import { openDatabase } from "../db/client";
import { openFileStorage } from "../db/open-file-storage";
import { EnvError, parseEnv } from "../env.server";
import { describeRetentionReport, runRetention } from "./retention-job";

async function main() {
  const env = parseEnv();
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    pgliteDir: path.join(env.dataDir, "db"),
    poolSize: 1,
  });
  try {
    const files = await openFileStorage(env, database);
    const report = await runRetention({
      db: database.db,
      mailDir: path.join(env.dataDir, "mail"),
      retentionMonths: env.RETENTION_MONTHS,
      mailRetentionDays: env.MAIL_RETENTION_DAYS,
      files,
    });
    console.log(describeRetentionReport(report));
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof EnvError ? error.message : `The retention job failed: ${(error as Error).message}`,
  );
  process.exit(1);
});
