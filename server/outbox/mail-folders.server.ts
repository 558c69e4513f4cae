/**
 * Without SMTP_URL each instance writes its e-mails as .eml files to its own DATA_DIR/mail. So that
 * an erasure finds every copy, each instance records its folder in the shared database at start;
 * an erasure then reads every recorded folder on its own host and names the ones on other hosts,
 * which it cannot reach (set SMTP_URL, or share one mail folder, to have none).
 */
import { access, mkdir } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { mailFolders } from "../db/schema";

export interface MailFolderReach {
  /** This instance's folder first, then the others on this host that it can open. */
  reachable: string[];
  /** "host:path" of the folders on other hosts, or on this host but not readable from here. */
  unreachable: string[];
}

export async function registerMailFolder(db: Database, mailDir: string, host = os.hostname()): Promise<void> {
  // Made now, so that a recorded folder this host cannot open is another machine's (or container's).
  await mkdir(mailDir, { recursive: true });
  await db
    .insert(mailFolders)
    .values({ host, path: path.resolve(mailDir) })
    .onConflictDoUpdate({ target: [mailFolders.host, mailFolders.path], set: { lastStartedAt: sql`now()` } });
}

export async function reachMailFolders(
  db: Database,
  mailDir: string,
  host = os.hostname(),
): Promise<MailFolderReach> {
  const own = path.resolve(mailDir);
  const reachable = [own];
  const unreachable: string[] = [];
  for (const folder of await db.select().from(mailFolders).orderBy(mailFolders.host, mailFolders.path)) {
    if (folder.host === host && folder.path === own) continue;
    const opens =
      folder.host === host &&
      (await access(folder.path).then(
        () => true,
        () => false,
      ));
    if (opens) reachable.push(folder.path);
    else unreachable.push(`${folder.host}:${folder.path}`);
  }
  return { reachable, unreachable };
}
