/**
 * `npm run inbox:user -- add EMAIL --role admin|sales | list | disable EMAIL`: the inbox's accounts,
 * managed on the server. `add` takes the first line of standard input as the first password when
 * one is piped (see piped-password.ts), otherwise generates a one-time password and prints it;
 * either way the user must choose a new one at first login. With the embedded database the server must be stopped first (one process
 * per DATA_DIR); with DATABASE_URL the command runs beside the servers.
 */
import path from "node:path";
import { text } from "node:stream/consumers";
import { generateOneTimePassword } from "../../inbox/app/lib/passwords.server";
import {
  createInboxUser,
  disableInboxUser,
  findInboxUserByEmail,
  InboxUserExistsError,
  listInboxUsers,
} from "../../inbox/app/lib/users.server";
import { recordAudit } from "../db/audit";
import { openDatabase } from "../db/client";
import { DatabaseLockedError } from "../db/pglite-lock";
import { INBOX_ROLES, type InboxRole } from "../db/schema";
import { EnvError, parseEnv } from "../env.server";
import { pipedPassword } from "./piped-password";

const USAGE = `Usage:
  npm run inbox:user -- add EMAIL --role admin|sales   (pipe a password in, or one is generated)
    A piped password is the first line of standard input (the rest is ignored), 12 to 256
    characters without tabs or other control characters.
  npm run inbox:user -- list
  npm run inbox:user -- disable EMAIL`;

class UsageError extends Error {}

function roleOf(args: string[]): InboxRole {
  const index = args.indexOf("--role");
  const role = index >= 0 ? args[index + 1] : undefined;
  if (!role || !(INBOX_ROLES as readonly string[]).includes(role)) {
    throw new UsageError(`--role must be one of: ${INBOX_ROLES.join(", ")}`);
  }
  return role as InboxRole;
}

async function firstPassword(): Promise<{ password: string; generated: boolean }> {
  if (process.stdin.isTTY) return { password: generateOneTimePassword(), generated: true };
  const piped = pipedPassword(await text(process.stdin));
  if (!piped) return { password: generateOneTimePassword(), generated: true };
  if ("refused" in piped) throw new UsageError(piped.refused);
  return { password: piped.password, generated: false };
}

async function main(args: string[]) {
  const [command, email] = args;
  if (command !== "list" && !(command === "add" || command === "disable")) throw new UsageError(USAGE);
  if (command !== "list" && (!email || email.startsWith("--"))) throw new UsageError(USAGE);
  const role = command === "add" ? roleOf(args) : undefined;
  const password = command === "add" ? await firstPassword() : undefined;

  const env = parseEnv();
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    pgliteDir: path.join(env.dataDir, "db"),
    poolSize: 1,
  });
  try {
    if (command === "list") {
      const users = await listInboxUsers(database.db);
      if (users.length === 0) console.log("No inbox accounts yet.");
      for (const user of users) {
        const state = user.disabledAt
          ? "disabled"
          : user.mustChangePassword
            ? "password not chosen yet"
            : "active";
        console.log(`${user.email}\t${user.role}\t${state}`);
      }
    } else if (command === "disable") {
      if (!(await disableInboxUser(database.db, email as string))) {
        throw new UsageError(`No inbox account for ${email}.`);
      }
      const user = await findInboxUserByEmail(database.db, email as string);
      await recordAudit(database.db, {
        actorId: null,
        action: "user.disabled",
        targetType: "user",
        targetId: user?.id ?? null,
        detail: { via: "command line" },
      });
      console.log(`Disabled ${email}; its sessions have ended.`);
    } else if (role && password) {
      const user = await createInboxUser(database.db, {
        email: email as string,
        role,
        password: password.password,
      });
      await recordAudit(database.db, {
        actorId: null,
        action: "user.created",
        targetType: "user",
        targetId: user.id,
        detail: { role: user.role, via: "command line" },
      });
      console.log(`Added ${user.email} (${user.role}).`);
      if (password.generated) console.log(`One-time password: ${password.password}`);
      else console.log("Password: the first line of standard input (anything after it was ignored).");
      console.log("The user must choose a new password at first login: /inbox/login");
    }
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof DatabaseLockedError) {
    console.error(
      "The embedded database is in use by a running server. Stop the server first, run this command, then start the server again (with DATABASE_URL the command can run beside the servers).",
    );
  } else if (
    error instanceof UsageError ||
    error instanceof EnvError ||
    error instanceof InboxUserExistsError
  ) {
    console.error(error.message);
  } else {
    console.error(`The command failed: ${(error as Error).message}`);
  }
  process.exit(1);
});
