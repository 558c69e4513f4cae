// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from "vitest";
import { FORM_TOKEN_PATH, type FormTokenResponse } from "~/content/forms/form-token";
import { ATTRIBUTION_STORAGE_KEY } from "~/features/attribution/capture";
import type { StoredDraft } from "./lead-draft";
import { type LeadFormOptions, useLeadForm } from "./use-lead-form";

const DRAFT_KEY = "test:lead-draft";
const ENDPOINT = "/api/hiring-requests";

const token = (value: string): FormTokenResponse => ({
  token: value,
  form: "hiringRequest",
  issuedAt: "2025-03-03T09:00:00.000Z",
  expiresAt: "2025-03-10T09:00:00.000Z",
});

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

let fetchMock: Mock<typeof fetch>;
/** Answers for the token requests and the posts, in order. */
let tokenAnswers: (() => Response)[];
let postAnswers: (() => Response)[];

const tokenCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).startsWith(FORM_TOKEN_PATH));
const postCalls = () => fetchMock.mock.calls.filter(([, init]) => init?.method === "POST");
const headerOf = (call: Parameters<typeof fetch> | undefined, name: string) =>
  ((call?.[1]?.headers ?? {}) as Record<string, string>)[name];
const bodyOf = (call: Parameters<typeof fetch> | undefined) => JSON.parse(String(call?.[1]?.body));

beforeEach(() => {
  sessionStorage.clear();
  tokenAnswers = [];
  postAnswers = [];
  fetchMock = vi.fn<typeof fetch>(async (input) => {
    const answer = String(input).startsWith(FORM_TOKEN_PATH) ? tokenAnswers.shift() : postAnswers.shift();
    if (!answer) throw new TypeError("Failed to fetch");
    return answer();
  });
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

interface Draft extends StoredDraft {
  values: { name: string };
}

function renderLeadForm(overrides: Partial<LeadFormOptions<Draft>> = {}) {
  const onRestore = vi.fn();
  const rendered = renderHook(() =>
    useLeadForm<Draft>({
      form: "hiringRequest",
      endpoint: ENDPOINT,
      fields: ["name", "email"],
      draft: {
        storageKey: DRAFT_KEY,
        parse: (stored) =>
          stored.values && typeof stored.values === "object"
            ? { values: stored.values as Draft["values"] }
            : null,
        onRestore,
      },
      ...overrides,
    }),
  );
  return { ...rendered, onRestore };
}

const stored = () => JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? "null");

describe("useLeadForm", () => {
  it("fetches the token when the draft starts, keeps it in the draft and not again after a remount", async () => {
    tokenAnswers.push(() => jsonResponse(200, token("first")));
    const first = renderLeadForm();
    await waitFor(() => expect(first.result.current.ready).toBe(true));
    expect(tokenCalls()).toHaveLength(0);

    act(() => first.result.current.saveDraft({ values: { name: "Dana" } }));
    act(() => first.result.current.start());
    await waitFor(() => expect(stored()?.formToken).toEqual(token("first")));
    expect(tokenCalls()).toHaveLength(1);
    expect(tokenCalls()[0]?.[0]).toBe(`${FORM_TOKEN_PATH}?form=hiringRequest`);
    first.unmount();

    const second = renderLeadForm();
    await waitFor(() => expect(second.onRestore).toHaveBeenCalledWith({ values: { name: "Dana" } }));
    act(() => second.result.current.start());
    postAnswers.push(() => jsonResponse(201, { id: "7" }));
    let result: Awaited<ReturnType<typeof second.result.current.submit>> | undefined;
    await act(async () => {
      result = await second.result.current.submit({ name: "Dana" });
    });
    expect(result).toEqual({ ok: true, id: "7", payload: { id: "7" } });
    expect(tokenCalls()).toHaveLength(1);
    expect(bodyOf(postCalls()[0])).toEqual({ name: "Dana", website: "", formToken: "first" });
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it("stays usable when the token cannot be fetched and asks again at submit time", async () => {
    tokenAnswers.push(() => jsonResponse(404, { error: "Not found" }));
    tokenAnswers.push(() => jsonResponse(200, token("late")));
    postAnswers.push(() => jsonResponse(201, { id: "1" }));
    const { result } = renderLeadForm();
    await waitFor(() => expect(result.current.ready).toBe(true));
    act(() => result.current.start());
    await waitFor(() => expect(tokenCalls()).toHaveLength(1));
    await waitFor(() => expect(stored()).toEqual({}));

    await act(async () => {
      await result.current.submit({ name: "Dana" });
    });
    expect(tokenCalls()).toHaveLength(2);
    expect(bodyOf(postCalls()[0]).formToken).toBe("late");
  });

  it("sends without a token when none can be had, with the attribution and never a fill time", async () => {
    sessionStorage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify({ utmSource: "newsletter" }));
    postAnswers.push(() => jsonResponse(201, { id: "1" }));
    const { result } = renderLeadForm({ draft: undefined });
    await waitFor(() => expect(result.current.ready).toBe(true));
    await act(async () => {
      await result.current.submit({ name: "Dana" });
    });
    const body = bodyOf(postCalls()[0]);
    expect(body).toEqual({ name: "Dana", website: "", attribution: { utmSource: "newsletter" } });
    expect(body).not.toHaveProperty("fillTimeMs");
  });

  it("reuses the idempotency key for retries of the same body, also after a reload", async () => {
    tokenAnswers.push(() => jsonResponse(200, token("t")));
    postAnswers.push(() => jsonResponse(503, { error: "Unavailable" }));
    const first = renderLeadForm();
    await waitFor(() => expect(first.result.current.ready).toBe(true));
    act(() => first.result.current.saveDraft({ values: { name: "Dana" } }));
    await waitFor(() => expect(stored()?.formToken).toBeDefined());
    await act(async () => {
      expect((await first.result.current.submit({ name: "Dana" })).ok).toBe(false);
    });
    first.unmount();

    const second = renderLeadForm();
    await waitFor(() => expect(second.result.current.ready).toBe(true));
    postAnswers.push(() => jsonResponse(500, { error: "Internal" }));
    postAnswers.push(() => jsonResponse(201, { id: "2" }));
    await act(async () => {
      await second.result.current.submit({ name: "Dana" });
      await second.result.current.submit({ name: "Dana Whitfield" });
    });
    const keys = postCalls().map((call) => headerOf(call, "Idempotency-Key"));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it("takes a new key after a 422 and a new token after the server rejects it", async () => {
    tokenAnswers.push(() => jsonResponse(200, token("old")));
    tokenAnswers.push(() => jsonResponse(200, token("new")));
    postAnswers.push(() => jsonResponse(422, { error: "Idempotency-Key reused with a different body" }));
    postAnswers.push(() =>
      jsonResponse(400, { error: "Invalid", fieldErrors: { formToken: ["Invalid token"] } }),
    );
    postAnswers.push(() => jsonResponse(201, { id: "3" }));
    const { result } = renderLeadForm();
    await waitFor(() => expect(result.current.ready).toBe(true));
    await act(async () => {
      await result.current.submit({ name: "Dana" });
      await result.current.submit({ name: "Dana" });
      await result.current.submit({ name: "Dana" });
    });
    const [first, second, third] = postCalls();
    expect(headerOf(second, "Idempotency-Key")).not.toBe(headerOf(first, "Idempotency-Key"));
    expect(bodyOf(second).formToken).toBe("old");
    expect(bodyOf(third).formToken).toBe("new");
  });

  it("maps the server's field errors to the form's fields, first message each", async () => {
    postAnswers.push(() =>
      jsonResponse(400, {
        error: "Invalid request",
        fieldErrors: {
          email: ["Please enter a valid email address", "Email must be at most 254 characters"],
          "attribution.utmSource": ["Too long"],
          website: ["Unknown field"],
        },
      }),
    );
    const { result } = renderLeadForm({ draft: undefined });
    await waitFor(() => expect(result.current.ready).toBe(true));
    let outcome: Awaited<ReturnType<typeof result.current.submit>> | undefined;
    await act(async () => {
      outcome = await result.current.submit({ name: "Dana", email: "dana@x" });
    });
    expect(outcome).toMatchObject({
      ok: false,
      fieldErrors: { email: "Please enter a valid email address" },
    });
    expect(outcome && !outcome.ok && Object.keys(outcome.fieldErrors)).toEqual(["email"]);
  });
});
