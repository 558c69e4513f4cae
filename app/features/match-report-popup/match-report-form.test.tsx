// @vitest-environment jsdom
import { act, waitFor } from "@testing-library/react";
import type * as React from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, beforeEach, describe, expect, it, type Mock, vi } from "vitest";
import { FORM_TOKEN_PATH } from "~/content/forms/form-token";
import { HELD_SUBMIT_ATTRIBUTE, MatchReportForm } from "./match-report-form";

vi.mock("~/components/ui/toast", () => ({ notify: vi.fn(async () => {}) }));

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

let fetchMock: Mock<typeof fetch>;
let postStatus: number;
const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === "POST");

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

beforeEach(() => {
  postStatus = 201;
  fetchMock = vi.fn<typeof fetch>(async (input) =>
    String(input).startsWith(FORM_TOKEN_PATH)
      ? jsonResponse(200, {
          token: "token-1",
          form: "subscription",
          issuedAt: "2025-03-03T09:00:00.000Z",
          expiresAt: "2025-03-10T09:00:00.000Z",
        })
      : jsonResponse(postStatus, postStatus === 201 ? { id: "s1" } : { error: "Server error" }),
  );
  vi.stubGlobal("fetch", fetchMock);
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const Heading = ({ className, children }: { className?: string; children: React.ReactNode }) => (
  <h2 className={className}>{children}</h2>
);
const Text = ({ className, children }: { className?: string; children: React.ReactNode }) => (
  <p className={className}>{children}</p>
);

/**
 * The form's server HTML, as a page Astro builds carries it, used by the visitor (`before`) and
 * then hydrated, as `client:interaction` does on that first use.
 */
async function hydrateAfter(before: (form: HTMLFormElement, host: HTMLElement) => void, onDismiss = vi.fn()) {
  const element = <MatchReportForm onDismiss={onDismiss} Title={Heading} Description={Text} />;
  const host = document.body.appendChild(document.createElement("div"));
  host.innerHTML = renderToString(element);
  const form = host.querySelector("form") as HTMLFormElement;
  before(form, host);
  await act(async () => {
    root = hydrateRoot(host, element);
  });
  return { form, host, onDismiss };
}

const field = <T extends Element>(form: HTMLFormElement, name: string) => form.elements.namedItem(name) as T;

describe("the match report form hydrated after the visitor used its HTML", () => {
  it("sends a submit held before it was live with what was typed and picked", async () => {
    const { host, onDismiss } = await hydrateAfter((form, host) => {
      field<HTMLInputElement>(form, "email").value = "cto@example.com";
      field<HTMLSelectElement>(form, "role").value = "backend";
      host.setAttribute(HELD_SUBMIT_ATTRIBUTE, "");
    });
    await waitFor(() => expect(onDismiss).toHaveBeenCalled());
    expect(posts()).toHaveLength(1);
    expect(JSON.parse(String(posts()[0]?.[1]?.body))).toMatchObject({
      email: "cto@example.com",
      role: "backend",
      source: "match-report",
      formToken: "token-1",
    });
    expect(host.hasAttribute(HELD_SUBMIT_ATTRIBUTE)).toBe(false);
  });

  it("keeps what was typed through its own renders, such as a failed submit", async () => {
    postStatus = 500;
    const { form, onDismiss } = await hydrateAfter((form) => {
      field<HTMLInputElement>(form, "email").value = "cto@example.com";
    });
    // Nothing was sent before it went live.
    expect(posts()).toHaveLength(0);
    await act(async () => form.requestSubmit());
    await waitFor(() => expect(posts()).toHaveLength(1));
    await waitFor(() => expect(form.querySelector('button[type="submit"]')).toBeEnabled());
    expect(field<HTMLInputElement>(form, "email").value).toBe("cto@example.com");
    expect(onDismiss).not.toHaveBeenCalled();
  });

  it("starts the form (fetches its token) when it goes live", async () => {
    await hydrateAfter(() => {});
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith(FORM_TOKEN_PATH))).toBe(true),
    );
  });
});
