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

export function createSignedTokens(secret: string): SignedTokens {
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(`The token secret must be at least ${MIN_SECRET_LENGTH} characters long`);
  }
  const mac = (purpose: string, encodedPayload: string) =>
    createHmac("sha256", secret).update(`${purpose}.${encodedPayload}`).digest();

  return {
    sign(purpose, payload) {
      const encoded = Buffer.from(JSON.stringify(payload), "utf8").toString("base64url");
      return `${encoded}.${mac(purpose, encoded).toString("base64url")}`;
    },

    verify(purpose, token) {
      if (token.length > MAX_TOKEN_LENGTH) return null;
      const parts = token.split(".");
      if (parts.length !== 2) return null;
      const [encoded, signature] = parts as [string, string];
      if (!BASE64URL.test(encoded) || !BASE64URL.test(signature)) return null;
      const expected = mac(purpose, encoded);
      const given = Buffer.from(signature, "base64url");
      // timingSafeEqual needs equal lengths; the length of a MAC is no secret. The re-encoding
      // check refuses other spellings of the same bytes, so each token has exactly one form.
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      if (given.toString("base64url") !== signature) return null;
      try {
        return JSON.parse(Buffer.from(encoded, "base64url").toString("utf8")) as unknown;
      } catch {
        return null;
      }
    },
  };
}
