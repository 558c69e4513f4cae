import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createSignedTokens } from "~/lib/signed-token.server";
import { type Database, type DatabaseHandle, openDatabase, rowsOf } from "~server/db/client";
import { testDatabases } from "~server/db/test-databases";
import {
  loadTokenKeys,
  ROTATION_ACTIVATION_MS,
  rotateSigningSecret,
  SIGNING_SECRET_GRACE_MS,
  TOKEN_SECRET_FILE,
} from "./token-secret.server";

const databases = await testDatabases("token-secret");

async function secretRows(db: Database) {
  return rowsOf<{ purpose: string; secret: string }>(
    await db.execute(sql`select purpose, secret from server_secrets order by id`),
  );
}

describe.each(databases)("token secrets on $name", (database) => {
  let handle: DatabaseHandle;
  // A second connection set to the same database, as a second instance has (PostgreSQL only:
  // PGlite is one process per data folder, so there the racing starts share one handle).
  let second: DatabaseHandle | undefined;
  const dataDir = path.join(database.dataDir, "instance");

  beforeAll(async () => {
    handle = await openDatabase({
      databaseUrl: database.databaseUrl,
      pgliteDir: path.join(database.dataDir, "db"),
    });
    if (database.databaseUrl) {
      second = await openDatabase({
        databaseUrl: database.databaseUrl,
        pgliteDir: path.join(database.dataDir, "db"),
      });
    }
  });
  afterEach(() => handle.db.execute(sql`truncate server_secrets`));
  afterAll(async () => {
    await second?.close();
    await handle?.close();
    await database.drop();
  });

  it("creates one signing and one inbox secret when instances start at the same moment", async () => {
    const dbs = [handle.db, second?.db ?? handle.db];
    const started = await Promise.all(
      Array.from({ length: 6 }, (_, index) => loadTokenKeys({ db: dbs[index % 2]!, dataDir })),
    );
    const rows = await secretRows(handle.db);
    expect(rows.map((row) => row.purpose).sort()).toEqual(["inbox-keys", "signing"]);
    expect(new Set(started.map((keys) => keys.signing())).size).toBe(1);
    expect(new Set(started.map((keys) => keys.inboxKey)).size).toBe(1);
    expect(started[0]!.signing().length).toBeGreaterThanOrEqual(32);
    expect(started[0]!.inboxKey).not.toBe(started[0]!.signing());

    // A token signed by one instance verifies on the other.
    const [one, other] = started.map((keys) => createSignedTokens(keys));
    expect(other!.verify("form", one!.sign("form", { n: 1 }))).toEqual({ n: 1 });
  });

  it("takes over the secret an older version kept in DATA_DIR, so its tokens stay valid", async () => {
    const legacy = "legacy-generated-secret-0123456789abcdefghij";
    const legacyDir = path.join(database.dataDir, "legacy");
    await mkdir(legacyDir, { recursive: true });
    await writeFile(path.join(legacyDir, TOKEN_SECRET_FILE), `${legacy}\n`);
    const oldToken = createSignedTokens(legacy).sign("unsubscribe", { subscriptionId: "x" });

    const keys = await loadTokenKeys({ db: handle.db, dataDir: legacyDir });
    expect(keys.inboxKey).toBe(legacy);
    expect(createSignedTokens(keys).verify("unsubscribe", oldToken)).toEqual({ subscriptionId: "x" });
  });

  it("refuses a legacy secret file that is too short, naming it", async () => {
    const shortDir = path.join(database.dataDir, "short");
    await mkdir(shortDir, { recursive: true });
    await writeFile(path.join(shortDir, TOKEN_SECRET_FILE), "short\n");
    await expect(loadTokenKeys({ db: handle.db, dataDir: shortDir })).rejects.toThrow(TOKEN_SECRET_FILE);
  });

  it("still verifies a token signed before a rotation, and signs with the new secret once it is active", async () => {
    let clock = Date.now();
    const keys = await loadTokenKeys({ db: handle.db, dataDir, now: () => clock });
    // The other instance, which learns of the rotation by re-reading.
    const elsewhere = await loadTokenKeys({ db: second?.db ?? handle.db, dataDir, now: () => clock });
    const tokens = createSignedTokens(keys);
    const before = tokens.sign("booking", { bookingId: "b" });
    const oldSecret = keys.signing();

    const rotation = await rotateSigningSecret(handle.db);
    expect(rotation).toMatchObject({ replaced: 1, revoked: false });
    await Promise.all([keys.refresh(), elsewhere.refresh()]);
    // Until the activation, the old secret still signs everywhere: no instance gets a token it cannot read.
    expect(keys.signing()).toBe(oldSecret);

    clock = rotation.signsFrom.getTime() + 1;
    expect(keys.signing()).not.toBe(oldSecret);
    expect(elsewhere.signing()).toBe(keys.signing());
    const after = tokens.sign("booking", { bookingId: "a" });
    expect(createSignedTokens(elsewhere).verify("booking", after)).toEqual({ bookingId: "a" });
    expect(tokens.verify("booking", before)).toEqual({ bookingId: "b" });

    // Past the grace period, the replaced secret verifies no more.
    clock = rotation.signsFrom.getTime() + SIGNING_SECRET_GRACE_MS + 1;
    expect(tokens.verify("booking", before)).toBeNull();
    expect(tokens.verify("booking", after)).toEqual({ bookingId: "a" });
  });

  it("stops verifying a revoked secret once the new one signs", async () => {
    let clock = Date.now();
    const keys = await loadTokenKeys({ db: handle.db, dataDir, now: () => clock });
    const tokens = createSignedTokens(keys);
    const before = tokens.sign("form", { n: 1 });
    const rotation = await rotateSigningSecret(handle.db, { revoke: true });
    await keys.refresh();
    expect(tokens.verify("form", before)).toEqual({ n: 1 });
    expect(rotation.signsFrom.getTime()).toBeGreaterThan(Date.now() + ROTATION_ACTIVATION_MS / 2);
    clock = rotation.signsFrom.getTime() + 1;
    expect(tokens.verify("form", before)).toBeNull();
    expect(tokens.verify("form", tokens.sign("form", { n: 2 }))).toEqual({ n: 2 });
  });

  it("keeps the inbox's key through rotations", async () => {
    const keys = await loadTokenKeys({ db: handle.db, dataDir });
    await rotateSigningSecret(handle.db, { activationMs: 0 });
    const restarted = await loadTokenKeys({ db: handle.db, dataDir });
    expect(restarted.inboxKey).toBe(keys.inboxKey);
    expect(restarted.signing()).not.toBe(keys.signing());
  });

  it("uses FORM_TOKEN_SECRET when it is set, verifies FORM_TOKEN_PREVIOUS_SECRET, and stores nothing", async () => {
    const configured = "configured-secret-0123456789abcdefghijkl";
    const previous = "previous-secret-0123456789abcdefghijklmn";
    const keys = await loadTokenKeys({ db: handle.db, dataDir, configured, configuredPrevious: previous });
    expect(keys).toMatchObject({ source: "environment", inboxKey: configured });
    const tokens = createSignedTokens(keys);
    expect(tokens.verify("form", createSignedTokens(previous).sign("form", 1))).toBe(1);
    expect(createSignedTokens(configured).verify("form", tokens.sign("form", 2))).toBe(2);
    expect(await secretRows(handle.db)).toEqual([]);
  });
});
