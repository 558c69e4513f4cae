import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from "node:crypto";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import { z } from "zod";
import { type Database, parseRows } from "~server/db/client";
import { inboxUsers } from "~server/db/schema";

/**
 * The inbox's second factor: time-based one-time codes (RFC 6238: SHA-1, 6 digits, 30 seconds,
 * what every authenticator app reads from a QR code). The secret is stored encrypted with a key
 * derived from the server's secret, and each accepted code's time step is stored, so a code
 * (even one still inside its window) is never accepted twice.
 */
const TOTP_ISSUER = "LatamMatch inbox";
const PERIOD_SECONDS = 30;
/** One step either side of now, for clocks a little out of step. */
const WINDOW = 1;
const CODE_PATTERN = /^\d{6}$/;

function deriveKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "", `latammatch inbox ${purpose}`, 32));
}

/** AES-256-GCM; the user's id is authenticated with it, so a stored secret cannot be moved to another account. */
export function encryptTotpSecret(serverSecret: string, userId: string, base32: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", deriveKey(serverSecret, "totp secret"), iv);
  cipher.setAAD(Buffer.from(userId));
  const encrypted = Buffer.concat([cipher.update(base32, "utf8"), cipher.final()]);
  return `v1.${Buffer.concat([iv, cipher.getAuthTag(), encrypted]).toString("base64url")}`;
}

/** The base32 secret, or null when the value is not one this server encrypted for this user. */
export function decryptTotpSecret(serverSecret: string, userId: string, stored: string): string | null {
  if (!stored.startsWith("v1.")) return null;
  const raw = Buffer.from(stored.slice(3), "base64url");
  if (raw.length < 29) return null;
  try {
    const decipher = createDecipheriv(
      "aes-256-gcm",
      deriveKey(serverSecret, "totp secret"),
      raw.subarray(0, 12),
    );
    decipher.setAAD(Buffer.from(userId));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpOf(base32: string, label: string): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(base32),
  });
}

/** What the enrolment page shows: the secret as text (grouped for reading) and as a QR code. */
export async function enrolmentOf(base32: string, email: string) {
  const uri = totpOf(base32, email).toString();
  const qrSvg = await QRCode.toString(uri, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return { uri, qrSvg, grouped: base32.replace(/(.{4})(?=.)/g, "$1 ") };
}

/** The time step a code belongs to, or null when it is not a current code of this secret. */
function matchingStep(base32: string, code: unknown, now = Date.now()): number | null {
  const token = typeof code === "string" ? code.replace(/\s+/g, "") : "";
  if (!CODE_PATTERN.test(token)) return null;
  const delta = totpOf(base32, "check").validate({ token, timestamp: now, window: WINDOW });
  if (delta === null) return null;
  return Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/**
 * Checks a code against the user's stored secret and spends it: the step is recorded only if it
 * is later than the last accepted one, in one statement, so two requests racing with the same
 * code cannot both pass.
 */
export async function verifyAndSpendCode(
  db: Database,
  serverSecret: string,
  user: { id: string; totpSecret: string | null },
  code: unknown,
  now = Date.now(),
): Promise<boolean> {
  if (!user.totpSecret) return false;
  const base32 = decryptTotpSecret(serverSecret, user.id, user.totpSecret);
  if (!base32) return false;
  const step = matchingStep(base32, code, now);
  if (step === null) return false;
  const spent = await db
    .update(inboxUsers)
    .set({ totpLastStep: step })
    .where(
      and(eq(inboxUsers.id, user.id), or(isNull(inboxUsers.totpLastStep), lt(inboxUsers.totpLastStep, step))),
    )
    .returning({ id: inboxUsers.id });
  return spent.length === 1;
}

/** The pending secret carried by the enrolment form, bound to the user and encrypted. */
export const sealPendingSecret = encryptTotpSecret;
export const openPendingSecret = decryptTotpSecret;

/** Turns the second factor on with a secret confirmed by a current code; false for a wrong code. */
export async function enableTotp(
  db: Database,
  serverSecret: string,
  input: { userId: string; pendingSecret: string; code: unknown },
  now = Date.now(),
): Promise<boolean> {
  const base32 = openPendingSecret(serverSecret, input.userId, input.pendingSecret);
  if (!base32) return false;
  const step = matchingStep(base32, input.code, now);
  if (step === null) return false;
  const updated = await db
    .update(inboxUsers)
    .set({ totpSecret: encryptTotpSecret(serverSecret, input.userId, base32), totpLastStep: step })
    .where(and(eq(inboxUsers.id, input.userId), isNull(inboxUsers.totpSecret)))
    .returning({ id: inboxUsers.id });
  return updated.length === 1;
}

export async function disableTotp(db: Database, userId: string): Promise<void> {
  await db.update(inboxUsers).set({ totpSecret: null, totpLastStep: null }).where(eq(inboxUsers.id, userId));
}

/** How long the code step of a login may take after the right password. */
export const PENDING_LOGIN_MS = 5 * 60 * 1000;
/** Codes one pending login may try; after that the password must be given again. */
const PENDING_LOGIN_MAX_CODES = 3;

/** One login waiting for its code: the account, and the random id of this one attempt. */
export interface PendingLogin {
  userId: string;
  nonce: string;
}

// The server-side half of a pending login, in rate_limits: `hits` counts the codes tried, and the
// row's deletion is what makes the pending login single-use.
const pendingKey = (pending: PendingLogin) => `inbox-login-pending:${pending.userId}:${pending.nonce}`;

/**
 * The short-lived proof that the password was right, kept in a cookie until the code is given:
 * the user's id, the attempt's id and an expiry, signed with a key derived from the server's
 * secret. Only `startPendingLogin`'s tokens have the stored half that makes them usable.
 */
export function signPendingLogin(serverSecret: string, pending: PendingLogin, now = Date.now()): string {
  const body = Buffer.from(
    JSON.stringify({ u: pending.userId, n: pending.nonce, e: now + PENDING_LOGIN_MS }),
  ).toString("base64url");
  const mac = createHmac("sha256", deriveKey(serverSecret, "pending login")).update(body).digest("base64url");
  return `${body}.${mac}`;
}

/** Starts the code step of one login after the right password; returns the cookie's token. */
export async function startPendingLogin(
  db: Database,
  serverSecret: string,
  userId: string,
  now = Date.now(),
): Promise<string> {
  const pending = { userId, nonce: randomBytes(18).toString("base64url") };
  await db.execute(sql`
    insert into rate_limits (key, hits, reset_at)
    values (${pendingKey(pending)}, 0, now() + ${PENDING_LOGIN_MS} * interval '1 millisecond')`);
  return signPendingLogin(serverSecret, pending, now);
}

/** The pending login a token names, when its signature is valid and it has not expired; or null. */
export function readPendingLogin(
  serverSecret: string,
  token: string | null,
  now = Date.now(),
): PendingLogin | null {
  if (!token || token.length > 300) return null;
  const [body, mac] = token.split(".");
  if (!body || !mac) return null;
  const expected = createHmac("sha256", deriveKey(serverSecret, "pending login")).update(body).digest();
  const given = Buffer.from(mac, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const { u, n, e } = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as {
      u?: unknown;
      n?: unknown;
      e?: unknown;
    };
    if (typeof u !== "string" || typeof n !== "string" || typeof e !== "number" || e <= now) return null;
    return { userId: u, nonce: n };
  } catch {
    return null;
  }
}

/** Whether the pending login can still take a code (not used, not out of tries, not expired). */
export async function isPendingLoginLive(db: Database, pending: PendingLogin): Promise<boolean> {
  const result = await db.execute(sql`
    select 1 from rate_limits
    where key = ${pendingKey(pending)} and reset_at > now() and hits < ${PENDING_LOGIN_MAX_CODES}`);
  return parseRows("live pending login", z.unknown(), result).length > 0;
}

/**
 * Reserves one code try of the pending login, atomically, before the code is checked: null when
 * it is used, out of tries or expired; otherwise whether this is its last try.
 */
export async function reservePendingCode(
  db: Database,
  pending: PendingLogin,
): Promise<{ last: boolean } | null> {
  const result = await db.execute(sql`
    update rate_limits set hits = hits + 1
    where key = ${pendingKey(pending)} and reset_at > now() and hits < ${PENDING_LOGIN_MAX_CODES}
    returning hits`);
  const row = parseRows("reserve a pending login's code try", z.object({ hits: z.number() }), result)[0];
  return row ? { last: Number(row.hits) >= PENDING_LOGIN_MAX_CODES } : null;
}

/**
 * Ends the pending login: at its one success (true only for the first caller, so two requests
 * racing with right codes cannot both open a session), or after its last wrong code.
 */
export async function endPendingLogin(db: Database, pending: PendingLogin): Promise<boolean> {
  const result = await db.execute(sql`
    delete from rate_limits where key = ${pendingKey(pending)} and reset_at > now() returning 1`);
  return parseRows("end a pending login", z.unknown(), result).length > 0;
}
