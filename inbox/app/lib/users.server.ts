import { asc, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~server/db/client";
import { type InboxRole, type InboxUserRow, inboxSessions, inboxUsers } from "~server/db/schema";
import { hashPassword } from "./passwords.server";

export type InboxUser = Pick<
  InboxUserRow,
  "id" | "email" | "role" | "mustChangePassword" | "disabledAt" | "createdAt"
>;

const USER_COLUMNS = {
  id: inboxUsers.id,
  email: inboxUsers.email,
  role: inboxUsers.role,
  mustChangePassword: inboxUsers.mustChangePassword,
  disabledAt: inboxUsers.disabledAt,
  createdAt: inboxUsers.createdAt,
};

/**
 * The one form of an account name, for storing, looking up and counting failed sign-ins alike:
 * Unicode compatibility-normalized (NFKC: full-width letters, ligatures and odd spaces become
 * their plain forms), trimmed and lower-cased, so " Admin@X.example" and "ａｄｍｉｎ@x.example" are
 * the same account and share one failure count.
 */
export function normalizeEmail(email: string): string {
  return email.normalize("NFKC").trim().toLowerCase().normalize("NFKC");
}

export const InboxEmailSchema = z.string().transform(normalizeEmail).pipe(z.email().max(254));

export class InboxUserExistsError extends Error {}

/** Adds an account whose password must be replaced at its first login. */
export async function createInboxUser(
  db: Database,
  input: { email: string; role: InboxRole; password: string },
): Promise<InboxUser> {
  const email = InboxEmailSchema.parse(input.email);
  const [row] = await db
    .insert(inboxUsers)
    .values({
      email,
      role: input.role,
      passwordHash: await hashPassword(input.password),
      mustChangePassword: true,
    })
    .onConflictDoNothing()
    .returning(USER_COLUMNS);
  if (!row) throw new InboxUserExistsError(`An account for ${email} already exists.`);
  return row;
}

export function listInboxUsers(db: Database): Promise<InboxUser[]> {
  return db.select(USER_COLUMNS).from(inboxUsers).orderBy(asc(inboxUsers.email));
}

export function listActiveInboxUsers(db: Database): Promise<InboxUser[]> {
  return db
    .select(USER_COLUMNS)
    .from(inboxUsers)
    .where(isNull(inboxUsers.disabledAt))
    .orderBy(asc(inboxUsers.email));
}

export async function findInboxUserByEmail(db: Database, email: string): Promise<InboxUserRow | undefined> {
  const [row] = await db
    .select()
    .from(inboxUsers)
    .where(eq(inboxUsers.email, normalizeEmail(email)));
  return row;
}

export async function findInboxUserById(db: Database, id: string): Promise<InboxUserRow | undefined> {
  const [row] = await db.select().from(inboxUsers).where(eq(inboxUsers.id, id));
  return row;
}

/** Disables an account and ends its sessions at once; false when there is no such account. */
export async function disableInboxUser(db: Database, email: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(inboxUsers)
      .set({ disabledAt: new Date() })
      .where(eq(inboxUsers.email, normalizeEmail(email)))
      .returning({ id: inboxUsers.id });
    if (!row) return false;
    await tx.delete(inboxSessions).where(eq(inboxSessions.userId, row.id));
    return true;
  });
}

export async function setInboxPassword(db: Database, userId: string, password: string): Promise<void> {
  await db
    .update(inboxUsers)
    .set({ passwordHash: await hashPassword(password), mustChangePassword: false })
    .where(eq(inboxUsers.id, userId));
}
