import { describe, expect, it } from "vitest";
import { createSignedTokens } from "./signed-token.server";

const SECRET = "a-secret-of-at-least-thirty-two-characters";

describe("signed tokens", () => {
  const tokens = createSignedTokens(SECRET);

  it("gives back the payload it signed, for the same purpose", () => {
    const token = tokens.sign("form", { form: "subscription", issuedAt: 1_700_000_000_000 });
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(tokens.verify("form", token)).toEqual({ form: "subscription", issuedAt: 1_700_000_000_000 });
  });

  it("refuses a token signed for another purpose or with another secret", () => {
    const token = tokens.sign("unsubscribe", { email: "a@b.example" });
    expect(tokens.verify("form", token)).toBeNull();
    const other = createSignedTokens(`${SECRET}-rotated`);
    expect(other.verify("unsubscribe", token)).toBeNull();
  });

  it("refuses a changed payload or signature", () => {
    const token = tokens.sign("form", { form: "subscription", issuedAt: 1 });
    const [payload, signature] = token.split(".") as [string, string];
    const forgedPayload = Buffer.from(JSON.stringify({ form: "subscription", issuedAt: 0 })).toString(
      "base64url",
    );
    expect(tokens.verify("form", `${forgedPayload}.${signature}`)).toBeNull();
    const flipped = `${signature.slice(0, -2)}${signature.at(-2) === "A" ? "B" : "A"}${signature.at(-1)}`;
    expect(tokens.verify("form", `${payload}.${flipped}`)).toBeNull();
  });

  it("refuses another spelling of the same signature bytes", () => {
    const token = tokens.sign("form", { n: 1 });
    const [payload, signature] = token.split(".") as [string, string];
    // 32 bytes take 43 base64url characters; the last one carries 2 unused bits.
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const last = alphabet.indexOf(signature.at(-1) as string);
    const sameBytes = `${signature.slice(0, -1)}${alphabet[last ^ 1]}`;
    expect(Buffer.from(sameBytes, "base64url")).toEqual(Buffer.from(signature, "base64url"));
    expect(tokens.verify("form", `${payload}.${sameBytes}`)).toBeNull();
  });

  it("answers null, never throws, for malformed tokens", () => {
    for (const token of ["", ".", "abc", "a.b.c", "a b.c", "😀.x", "x".repeat(5000), "e30.", ".e30"]) {
      expect(tokens.verify("form", token)).toBeNull();
    }
    // A correctly signed payload that is not JSON.
    const notJson = Buffer.from("not json").toString("base64url");
    const signedNotJson = tokens.sign("form", null).replace(/^[^.]+/, notJson);
    expect(tokens.verify("form", signedNotJson)).toBeNull();
  });

  it("needs a secret of at least 32 characters", () => {
    expect(() => createSignedTokens("short")).toThrow(/32 characters/);
    expect(() => createSignedTokens("x".repeat(32))).not.toThrow();
  });
});
