/**
 * Component tests of the lead forms: a fetch stub that answers form-token requests itself and
 * hands every other request (the form's POST) to `post`, which each test scripts.
 */
import { type Mock, vi } from "vitest";
import type { FormKind } from "~/content/forms/form-kinds";
import { FORM_TOKEN_PATH, type FormTokenResponse } from "~/content/forms/form-token";

export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

export function testFormToken(form: FormKind, token = `${form}-token`): FormTokenResponse {
  return { token, form, issuedAt: "2025-03-03T09:00:00.000Z", expiresAt: "2025-03-10T09:00:00.000Z" };
}

export interface FormFetchStub {
  fetch: Mock<typeof fetch>;
  post: Mock<typeof fetch>;
  /** The calls that asked for a form token. */
  tokenRequests(): unknown[][];
}

/** Stubs the global fetch; `token: null` makes the token endpoint answer 404. */
export function stubFormFetch(token: FormTokenResponse | null): FormFetchStub {
  const post = vi.fn<typeof fetch>();
  const isTokenRequest = (input: unknown) => String(input).startsWith(FORM_TOKEN_PATH);
  const stub = vi.fn<typeof fetch>(async (input, init) => {
    if (!isTokenRequest(input)) return post(input, init);
    return token ? jsonResponse(200, token) : jsonResponse(404, { error: "Not found" });
  });
  vi.stubGlobal("fetch", stub);
  return {
    fetch: stub,
    post,
    tokenRequests: () => stub.mock.calls.filter(([input]) => isTokenRequest(input)),
  };
}
