import { randomBytes } from "node:crypto";
import { link, mkdir, readFile, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { MIN_SECRET_LENGTH } from "~/lib/signed-token.server";

export const TOKEN_SECRET_FILE = "form-token-secret";

export type TokenSecret =
  | { secret: string; source: "environment" }
  | { secret: string; source: "file"; file: string };

/**
 * The secret that signs form tokens (and other signed links): FORM_TOKEN_SECRET when set, else
 * one generated on first start and kept in DATA_DIR, so tokens stay valid across restarts.
 * A generated secret is this data folder's own: instances sharing a database must set the
 * variable, or each refuses the others' tokens.
 */
export async function loadTokenSecret(options: {
  configured?: string | undefined;
  dataDir: string;
}): Promise<TokenSecret> {
  if (options.configured) return { secret: options.configured, source: "environment" };
  const file = path.join(options.dataDir, TOKEN_SECRET_FILE);
  const existing = await readSecretFile(file);
  if (existing !== null) return { secret: existing, source: "file", file };

  await mkdir(options.dataDir, { recursive: true });
  // Written aside and linked into place: a crash never leaves a half-written secret, and if two
  // processes race, the link of the second fails and it reads the first one's secret.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.partial`;
  await writeFile(partial, `${randomBytes(32).toString("base64url")}\n`, { mode: 0o600 });
  try {
    await link(partial, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    await unlink(partial).catch(() => undefined);
  }
  const created = await readSecretFile(file);
  if (created === null) throw new Error(`Could not read the form token secret in ${file}`);
  return { secret: created, source: "file", file };
}

async function readSecretFile(file: string): Promise<string | null> {
  let content: string;
  try {
    content = await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  const secret = content.trim();
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(
      `${file} must hold a secret of at least ${MIN_SECRET_LENGTH} characters; delete it to have a new one generated`,
    );
  }
  return secret;
}
