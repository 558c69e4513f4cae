import { and, eq, isNotNull, isNull, ne } from "drizzle-orm";
import type { Database } from "~server/db/client";
import { INBOX_ROLES, type InboxRole, inboxSessions, inboxUsers } from "~server/db/schema";
import { recordAudit } from "./audit.server";
import { isUuid } from "./lead-tables.server";
import { generateOneTimePassword } from "./passwords.server";
import { createInboxUser, InboxEmailSchema, InboxUserExistsError } from "./users.server";

/**
 * The users page's actions: each checks its input, keeps at least one active admin, and writes
 * its audit entry in the same transaction as the change.
 */
export type UserAdminResult =
  | { ok: true; message: string; oneTimePassword?: { email: string; password: string } }
  | { ok: false; status: 400 | 404 | 409; message: string };

export const LAST_ADMIN_MESSAGE =
  "The inbox needs at least one active admin: make someone else an admin first.";

function isInboxRole(value: unknown): value is InboxRole {
  return typeof value === "string" && (INBOX_ROLES as readonly string[]).includes(value);
}

const notFound: UserAdminResult = { ok: false, status: 404, message: "There is no such account." };

/** Adds an account with a generated one-time password, shown to the admin once. */
export async function addUser(
  db: Database,
  input: { actorId: string; email: unknown; role: unknown },
): Promise<UserAdminResult> {
  const email = InboxEmailSchema.safeParse(input.email);
  if (!email.success) return { ok: false, status: 400, message: "Enter a valid e-mail address." };
  if (!isInboxRole(input.role)) return { ok: false, status: 400, message: "Choose admin or sales." };
  const password = generateOneTimePassword();
  try {
    const role = input.role;
    const user = await db.transaction(async (tx) => {
      const created = await createInboxUser(tx, { email: email.data, role, password });
      await recordAudit(tx, {
        actorId: input.actorId,
        action: "user.created",
        targetType: "user",
        targetId: created.id,
        detail: { role },
      });
      return created;
    });
    return {
      ok: true,
      message: `Added ${user.email} (${user.role}).`,
      oneTimePassword: { email: user.email, password },
    };
  } catch (error) {
    if (error instanceof InboxUserExistsError) {
      return { ok: false, status: 409, message: "An account with this e-mail address already exists." };
    }
    throw error;
  }
}

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Whether an active admin other than `userId` exists. The admins' rows are locked, so two admins
 * demoting each other at the same moment cannot both succeed.
 */
async function anotherActiveAdmin(tx: Tx, userId: string): Promise<boolean> {
  const others = await tx
    .select({ id: inboxUsers.id })
    .from(inboxUsers)
    .where(and(eq(inboxUsers.role, "admin"), isNull(inboxUsers.disabledAt), ne(inboxUsers.id, userId)))
    .for("update");
  return others.length > 0;
}

async function lockedUser(tx: Tx, userId: string) {
  const [user] = await tx.select().from(inboxUsers).where(eq(inboxUsers.id, userId)).for("update");
  return user;
}

export async function changeRole(
  db: Database,
  input: { actorId: string; userId: unknown; role: unknown },
): Promise<UserAdminResult> {
  if (!isUuid(input.userId)) return notFound;
  if (!isInboxRole(input.role)) return { ok: false, status: 400, message: "Choose admin or sales." };
  const userId = input.userId;
  const role = input.role;
  return db.transaction(async (tx): Promise<UserAdminResult> => {
    const user = await lockedUser(tx, userId);
    if (!user) return notFound;
    if (user.role === role) return { ok: true, message: `${user.email} is already ${role}.` };
    if (user.role === "admin" && !user.disabledAt && !(await anotherActiveAdmin(tx, userId))) {
      return { ok: false, status: 409, message: LAST_ADMIN_MESSAGE };
    }
    await tx.update(inboxUsers).set({ role }).where(eq(inboxUsers.id, userId));
    await recordAudit(tx, {
      actorId: input.actorId,
      action: "user.role_changed",
      targetType: "user",
      targetId: userId,
      detail: { from: user.role, to: role },
    });
    return { ok: true, message: `${user.email} is now ${role}.` };
  });
}

/** Disables (ending the account's sessions) or re-enables an account; accounts are never deleted. */
export async function setDisabled(
  db: Database,
  input: { actorId: string; userId: unknown; disabled: boolean },
): Promise<UserAdminResult> {
  if (!isUuid(input.userId)) return notFound;
  const userId = input.userId;
  return db.transaction(async (tx): Promise<UserAdminResult> => {
    const user = await lockedUser(tx, userId);
    if (!user) return notFound;
    if (Boolean(user.disabledAt) === input.disabled) {
      return { ok: true, message: `${user.email} is already ${input.disabled ? "disabled" : "active"}.` };
    }
    if (input.disabled && user.role === "admin" && !(await anotherActiveAdmin(tx, userId))) {
      return { ok: false, status: 409, message: LAST_ADMIN_MESSAGE };
    }
    await tx
      .update(inboxUsers)
      .set({ disabledAt: input.disabled ? new Date() : null })
      .where(eq(inboxUsers.id, userId));
    if (input.disabled) await tx.delete(inboxSessions).where(eq(inboxSessions.userId, userId));
    await recordAudit(tx, {
      actorId: input.actorId,
      action: input.disabled ? "user.disabled" : "user.enabled",
      targetType: "user",
      targetId: userId,
    });
    return { ok: true, message: `${user.email} is ${input.disabled ? "disabled" : "active again"}.` };
  });
}

/** Turns off an account's two-step verification (a lost phone); the user enrols again. */
export async function resetTwoFactor(
  db: Database,
  input: { actorId: string; userId: unknown },
): Promise<UserAdminResult> {
  if (!isUuid(input.userId)) return notFound;
  const userId = input.userId;
  return db.transaction(async (tx): Promise<UserAdminResult> => {
    const user = await lockedUser(tx, userId);
    if (!user) return notFound;
    if (!user.totpSecret) return { ok: true, message: `${user.email} has no two-step verification.` };
    await tx
      .update(inboxUsers)
      .set({ totpSecret: null, totpLastStep: null })
      .where(eq(inboxUsers.id, userId));
    await recordAudit(tx, {
      actorId: input.actorId,
      action: "auth.totp_disabled",
      targetType: "user",
      targetId: userId,
      detail: { reset: true },
    });
    return { ok: true, message: `Two-step verification of ${user.email} is reset.` };
  });
}

/** The accounts that have two-step verification on. */
export async function twoFactorUserIds(db: Database): Promise<Set<string>> {
  const rows = await db
    .select({ id: inboxUsers.id })
    .from(inboxUsers)
    .where(isNotNull(inboxUsers.totpSecret));
  return new Set(rows.map((row) => row.id));
}
