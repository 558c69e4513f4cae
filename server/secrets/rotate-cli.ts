/**
 * `npm run secrets:rotate`: adds a new signing secret for form tokens and mailed links, kept in the
 * database (app/features/submissions/token-secret.server.ts). It starts signing a minute later,
 * once every running instance has read it; links signed before keep working for the grace
 * period. `-- --revoke` (a leaked secret) makes them stop working at that minute instead. With
 * FORM_TOKEN_SECRET set, rotate that variable instead (the old value in
 * FORM_TOKEN_PREVIOUS_SECRET). With the embedded database, stop the server first (one process per
 * DATA_DIR); with DATABASE_URL it runs beside the servers.
 */
import path from "node:path";
import {
  loadTokenKeys,
  rotateSigningSecret,
  SIGNING_SECRET_GRACE_MS,
} from "../../app/features/submissions/token-secret.server";
import { openDatabase } from "../db/client";
import { EnvError, parseEnv } from "../env.server";

const DAY_MS = 24 * 60 * 60 * 1000;

async function main() {
  const args = process.argv.slice(2);
  const unknown = args.filter((arg) => arg !== "--revoke");
  if (unknown.length > 0) {
    console.error(`Unknown argument ${unknown[0]}. Usage: npm run secrets:rotate [-- --revoke]`);
    process.exit(2);
  }
  const env = parseEnv();
  if (env.FORM_TOKEN_SECRET) {
    console.error(
      "FORM_TOKEN_SECRET is set, so the secrets in the database sign nothing: rotate the variable instead (put its old value in FORM_TOKEN_PREVIOUS_SECRET).",
    );
    process.exit(2);
  }
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    pgliteDir: path.join(env.dataDir, "db"),
    poolSize: 1,
  });
  try {
    // Creates the first secrets on a database that has none yet, as a server's start would.
    await loadTokenKeys({ db: database.db, dataDir: env.dataDir });
    const result = await rotateSigningSecret(database.db, { revoke: args.includes("--revoke") });
    console.log(
      `A new signing secret signs from ${result.signsFrom.toISOString()}. ` +
        (result.revoked
          ? `From then on, tokens and links signed with the ${result.replaced} replaced secret(s) no longer work.`
          : `Tokens and links signed with the ${result.replaced} replaced secret(s) keep working for ${SIGNING_SECRET_GRACE_MS / DAY_MS} days.`),
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof EnvError ? error.message : `The secret rotation failed: ${(error as Error).message}`,
  );
  process.exit(1);
});
