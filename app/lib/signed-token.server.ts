/**
 * Tamper-proof tokens: a JSON payload and its HMAC-SHA256, both base64url, joined by a dot.
 * The purpose ("form", "unsubscribe" …) is part of what is signed, so a token issued for one
 * purpose never verifies for another. Payloads are readable by anyone: never put secrets in them.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

/** Shortest secret accepted: 32 characters (FORM_TOKEN_SECRET must be at least that long). */
export const MIN_SECRET_LENGTH = 32;

/** Longest token that is even looked at; a bigger one cannot be ours. */
const MAX_TOKEN_LENGTH = 2048;

const BASE64URL = /^[A-Za-z0-9_-]+$/;

export interface SignedTokens {
  sign(purpose: string, payload: unknown): string;
  /** The payload, or null when the token is malformed or was not signed by us for this purpose. */
  verify(purpose: string, token: string): unknown;
}

/**
 * The secrets of a key rotation: one signs, and every secret a live token may carry verifies
 * (app/features/submissions/token-secret.server.ts). Read at each use, so a rotation learnt
 * while the server runs takes effect at once.
 */
export interface SigningKeys {
  signing(): string;
  verifying(): readonly string[];
}

export function createSignedTokens(keys: string | SigningKeys): SignedTokens {
  const keyring: SigningKeys =
    typeof keys === "string" ? { signing: () => keys, verifying: () => [keys] } : keys;
  for (const secret of keyring.verifying()) {
    if (secret.length < MIN_SECRET_LENGTH) {
      throw new Error(`The token secret must be at least ${MIN_SECRET_LENGTH} characters long`);
    }
  }
  const mac = (secret: string, purpose: string, encodedPayload: string) =>
    createHmac("sha256", secret).update(`${purpose}.${encodedPayload}`).digest();

  return {
    sign(purpose, payload) {
      const encoded = Buffer.from(JSON.stringify(payload), "utf8").toString("base64url");
      return `${encoded}.${mac(keyring.signing(), purpose, encoded).toString("base64url")}`;
    },

    verify(purpose, token) {
      if (token.length > MAX_TOKEN_LENGTH) return null;
      const parts = token.split(".");
      if (parts.length !== 2) return null;
      const [encoded, signature] = parts as [string, string];
      if (!BASE64URL.test(encoded) || !BASE64URL.test(signature)) return null;
      const given = Buffer.from(signature, "base64url");
      // The re-encoding check refuses other spellings of the same bytes, so each token has
      // exactly one form.
      if (given.toString("base64url") !== signature) return null;
      // timingSafeEqual needs equal lengths; the length of a MAC is no secret.
      const signedByUs = keyring.verifying().some((secret) => {
        const expected = mac(secret, purpose, encoded);
        return given.length === expected.length && timingSafeEqual(given, expected);
      });
      if (!signedByUs) return null;
      try {
        return JSON.parse(Buffer.from(encoded, "base64url").toString("utf8")) as unknown;
      } catch {
        return null;
      }
    },
  };
}
