import { describe, expect, it } from "vitest";
import { createSignedTokens } from "../../app/lib/signed-token.server";
import {
  listUnsubscribeHeaders,
  readUnsubscribeToken,
  signUnsubscribeToken,
  UNSUBSCRIBE_PURPOSE,
} from "./subscription-links.server";

const tokens = createSignedTokens("unsubscribe-test-secret-0123456789abcdef");
const id = "0b5c3a9e-58f4-4d8e-9b71-2f4f8f0f6a10";

describe("unsubscribe tokens", () => {
  it("carry the subscription id", () => {
    expect(readUnsubscribeToken(tokens, signUnsubscribeToken(tokens, id))).toBe(id);
  });

  it("are refused when forged, altered, signed with another secret or for another purpose", () => {
    const token = signUnsubscribeToken(tokens, id);
    const [payload, signature] = token.split(".") as [string, string];
    const otherId = Buffer.from(
      JSON.stringify({ subscriptionId: "1b5c3a9e-58f4-4d8e-9b71-2f4f8f0f6a10" }),
    ).toString("base64url");
    expect(readUnsubscribeToken(tokens, `${otherId}.${signature}`)).toBeNull();
    expect(readUnsubscribeToken(tokens, `${payload}.${signature.slice(1)}`)).toBeNull();
    expect(readUnsubscribeToken(tokens, "not-a-token")).toBeNull();
    expect(readUnsubscribeToken(tokens, "")).toBeNull();
    expect(readUnsubscribeToken(tokens, null)).toBeNull();
    const otherSecret = createSignedTokens("another-secret-0123456789abcdefghijkl");
    expect(readUnsubscribeToken(tokens, signUnsubscribeToken(otherSecret, id))).toBeNull();
    expect(readUnsubscribeToken(tokens, tokens.sign("form", { subscriptionId: id }))).toBeNull();
    expect(
      readUnsubscribeToken(tokens, tokens.sign(UNSUBSCRIBE_PURPOSE, { subscriptionId: "1; drop" })),
    ).toBeNull();
  });
});

describe("List-Unsubscribe headers", () => {
  it("point to the unsubscribe page with a signed token and offer the one-click POST", () => {
    const headers = listUnsubscribeHeaders({
      tokens,
      siteOrigin: "https://www.example.com",
      subscriptionId: id,
    });
    expect(Object.keys(headers)).toEqual(["List-Unsubscribe", "List-Unsubscribe-Post"]);
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const match = /^<(https:\/\/www\.example\.com\/unsubscribe\?token=[^>]+)>$/.exec(
      headers["List-Unsubscribe"]!,
    );
    expect(match).not.toBeNull();
    const token = new URL(match![1]!).searchParams.get("token");
    expect(readUnsubscribeToken(tokens, token)).toBe(id);
  });
});
