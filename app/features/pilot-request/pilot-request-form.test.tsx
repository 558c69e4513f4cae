// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from "vitest";
import { notify } from "~/components/ui/toast";
import { IDEMPOTENCY_HEADER } from "~/content/forms/idempotency";
import { jsonResponse, stubFormFetch } from "../../../tests/support/form-fetch";
import { PILOT_REQUEST_DRAFT_KEY, PilotRequestForm } from "./pilot-request-form";

vi.mock("~/components/ui/toast", () => ({ notify: vi.fn(async () => {}) }));

let postMock: Mock<typeof fetch>;
const inTwoWeeks = () => new Date(Date.now() + 14 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

beforeEach(() => {
  sessionStorage.clear();
  ({ post: postMock } = stubFormFetch(null));
  vi.spyOn(console, "warn").mockImplementation(() => {});
  // jsdom lays nothing out: the confirmation's scroll is recorded instead.
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.mocked(notify).mockClear();
});

async function fillValid() {
  await userEvent.type(screen.getByLabelText("Full name"), "Ada Park");
  await userEvent.type(screen.getByLabelText("Work email"), "ada@lab.example");
  await userEvent.type(screen.getByLabelText("Company"), "Model Lab");
  await userEvent.click(screen.getByLabelText("Red-teaming"));
  await userEvent.type(screen.getByLabelText("Expected volume"), "800");
  // A date input takes its value at once, as a picker sets it.
  fireEvent.change(screen.getByLabelText("Preferred start date"), { target: { value: inTwoWeeks() } });
}

const submit = () => userEvent.click(screen.getByRole("button", { name: "Send Pilot Request" }));

describe("PilotRequestForm", () => {
  it("shows the server's field errors at their fields, focuses the first and keeps the draft", async () => {
    postMock.mockResolvedValueOnce(
      jsonResponse(400, { error: "Invalid", fieldErrors: { company: ["Company name is required"] } }),
    );
    render(<PilotRequestForm />);
    await fillValid();
    await submit();
    const company = screen.getByLabelText("Company");
    await waitFor(() => expect(company).toHaveFocus(), { timeout: 5_000 });
    expect(company).toHaveAccessibleDescription("Company name is required");
    expect(notify).toHaveBeenCalledWith("error", "Your request was not sent", expect.any(String));
    const body = JSON.parse(String(postMock.mock.calls[0]?.[1]?.body));
    expect(body).toMatchObject({
      annotatorCount: 10,
      taskTypes: ["Red-teaming"],
      languages: ["English"],
      volume: 800,
    });
    expect(JSON.parse(sessionStorage.getItem(PILOT_REQUEST_DRAFT_KEY) ?? "{}").values).toMatchObject({
      company: "Model Lab",
    });
  });

  it("retries a lost answer with the same idempotency key, then confirms with focus and clears the draft", async () => {
    postMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    postMock.mockResolvedValueOnce(jsonResponse(201, { id: "0b8f6f0e-3a7e-4a4b-9a53-5a0c1b8c2f10" }));
    render(<PilotRequestForm />);
    await fillValid();
    await submit();
    await waitFor(() => expect(notify).toHaveBeenCalledTimes(1), { timeout: 5_000 });
    await submit();
    const heading = await screen.findByRole("heading", {
      name: "Thank you! Your pilot request has been received",
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    const keys = postMock.mock.calls.map(([, init]) => new Headers(init?.headers).get(IDEMPOTENCY_HEADER));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(sessionStorage.getItem(PILOT_REQUEST_DRAFT_KEY)).toBeNull();
  });
});
