import { describe, expect, it } from "vitest";
import {
  findUnstorableText,
  isAllowedOrigin,
  isJsonContentType,
  readIdempotencyKey,
  readJsonBody,
} from "./http-guards.server";

const policy = { siteOrigin: "https://latammatch.example", allowedOrigins: ["https://partner.example"] };
const post = (headers: Record<string, string>, body?: BodyInit) =>
  new Request("http://127.0.0.1:4410/api/subscriptions", { method: "POST", headers, body });

describe("origin check", () => {
  it("lets our own origins and clients without Origin through", () => {
    expect(isAllowedOrigin(post({ Origin: "https://latammatch.example" }), policy)).toBe(true);
    expect(isAllowedOrigin(post({ Origin: "https://partner.example/" }), policy)).toBe(true);
    expect(isAllowedOrigin(post({ Origin: "http://127.0.0.1:4410" }), policy)).toBe(true);
    expect(isAllowedOrigin(post({}), policy)).toBe(true);
    expect(isAllowedOrigin(post({ "Sec-Fetch-Site": "same-origin" }), policy)).toBe(true);
  });

  it("stops other sites' browsers", () => {
    expect(isAllowedOrigin(post({ Origin: "https://evil.example" }), policy)).toBe(false);
    expect(isAllowedOrigin(post({ Origin: "https://latammatch.example.evil.example" }), policy)).toBe(false);
    expect(isAllowedOrigin(post({ Origin: "null" }), policy)).toBe(false);
    expect(isAllowedOrigin(post({ "Sec-Fetch-Site": "cross-site" }), policy)).toBe(false);
  });

  it("lets a same-origin form of a no-referrer page through, its Origin null", () => {
    expect(isAllowedOrigin(post({ Origin: "null", "Sec-Fetch-Site": "same-origin" }), policy)).toBe(true);
    for (const site of ["same-site", "cross-site", "none"]) {
      expect(isAllowedOrigin(post({ Origin: "null", "Sec-Fetch-Site": site }), policy), site).toBe(false);
    }
  });
});

describe("content type", () => {
  it("accepts JSON with parameters only", () => {
    expect(isJsonContentType("application/json")).toBe(true);
    expect(isJsonContentType("Application/JSON; charset=utf-8")).toBe(true);
    expect(isJsonContentType("text/plain")).toBe(false);
    expect(isJsonContentType("application/jsonp")).toBe(false);
    expect(isJsonContentType(null)).toBe(false);
  });
});

describe("idempotency key", () => {
  it("is optional, and at most 128 visible characters", () => {
    expect(readIdempotencyKey(null)).toEqual({ ok: true, key: null });
    expect(readIdempotencyKey("a1b2-c3")).toEqual({ ok: true, key: "a1b2-c3" });
    expect(readIdempotencyKey("k".repeat(128)).ok).toBe(true);
    expect(readIdempotencyKey("k".repeat(129)).ok).toBe(false);
    expect(readIdempotencyKey("").ok).toBe(false);
    expect(readIdempotencyKey("two words").ok).toBe(false);
    expect(readIdempotencyKey("clé").ok).toBe(false);
  });
});

describe("JSON body", () => {
  it("parses a body within the limit", async () => {
    expect(await readJsonBody(post({}, '{"a":1}'), 16)).toEqual({ ok: true, value: { a: 1 } });
  });

  it("refuses a declared or actual size above the limit", async () => {
    expect(await readJsonBody(post({ "Content-Length": "17" }, '{"a":1}'), 16)).toMatchObject({
      status: 413,
    });
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"a":"'));
        controller.enqueue(new TextEncoder().encode("x".repeat(20)));
        controller.enqueue(new TextEncoder().encode('"}'));
        controller.close();
      },
    });
    const streamed = new Request("http://127.0.0.1/x", {
      method: "POST",
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(await readJsonBody(streamed, 16)).toMatchObject({ ok: false, status: 413 });
  });

  it("explains empty, malformed and non-UTF-8 bodies", async () => {
    expect(await readJsonBody(post({}), 16)).toMatchObject({
      status: 400,
      error: "The request body is empty.",
    });
    expect(await readJsonBody(post({}, "{"), 16)).toMatchObject({
      status: 400,
      error: "The request body is not valid JSON.",
    });
    expect(await readJsonBody(post({}, new Uint8Array([0x22, 0xff, 0x22])), 16)).toMatchObject({
      status: 400,
      error: "The request body is not valid UTF-8.",
    });
  });
});

describe("unstorable text", () => {
  it("finds NUL characters and lone surrogates anywhere in the body, keys included", () => {
    expect(findUnstorableText({ a: ["ok", { b: "x\u0000" }] })).toMatch(/NUL/);
    expect(findUnstorableText({ "k\u0000": 1 })).toMatch(/NUL/);
    expect(findUnstorableText({ a: "\ud800" })).toMatch(/Unicode/);
    expect(findUnstorableText({ a: "\udc00x" })).toMatch(/Unicode/);
    expect(findUnstorableText({ a: "emoji 😀 and ñ", b: [1, true, null] })).toBeNull();
  });
});
