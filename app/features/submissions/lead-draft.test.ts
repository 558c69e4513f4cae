import { describe, expect, it } from "vitest";
import { readStoredDraft, removeStoredDraft, submissionStateOf, writeStoredDraft } from "./lead-draft";

const KEY = "test:draft";

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
  } as unknown as Storage;
}

const token = {
  token: "signed.token",
  form: "hiringRequest",
  issuedAt: "2025-03-03T09:00:00.000Z",
  expiresAt: "2025-03-10T09:00:00.000Z",
};

describe("stored drafts", () => {
  it("writes, reads and removes a draft", () => {
    const storage = memoryStorage();
    expect(readStoredDraft(KEY, storage)).toBeNull();
    writeStoredDraft(KEY, { values: { name: "Dana" }, formToken: token }, storage);
    expect(readStoredDraft(KEY, storage)).toEqual({ values: { name: "Dana" }, formToken: token });
    removeStoredDraft(KEY, storage);
    expect(readStoredDraft(KEY, storage)).toBeNull();
  });

  it("reads malformed data as no draft", () => {
    const storage = memoryStorage();
    for (const raw of ["{oops", "[1,2]", "null", '"text"']) {
      storage.setItem(KEY, raw);
      expect(readStoredDraft(KEY, storage)).toBeNull();
    }
  });

  it("does not throw when storage is unavailable or full", () => {
    const throwing = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {
        throw new Error("SecurityError");
      },
    } as unknown as Storage;
    expect(readStoredDraft(KEY, throwing)).toBeNull();
    expect(() => writeStoredDraft(KEY, {}, throwing)).not.toThrow();
    expect(() => removeStoredDraft(KEY, throwing)).not.toThrow();
    expect(readStoredDraft(KEY, undefined)).toBeNull();
  });
});

describe("submissionStateOf", () => {
  it("keeps a well-formed token and idempotency entry", () => {
    const idempotency = { key: "k-1", fingerprint: "{}" };
    expect(submissionStateOf({ formToken: token, idempotency })).toEqual({ formToken: token, idempotency });
  });

  it("drops malformed parts", () => {
    expect(
      submissionStateOf({ formToken: { token: "" }, idempotency: { key: 3, fingerprint: "{}" } }),
    ).toEqual({});
  });
});
