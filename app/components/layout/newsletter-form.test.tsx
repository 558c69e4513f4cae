// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from "vitest";
import { notify } from "~/components/ui/toast";
import { jsonResponse, stubFormFetch, testFormToken } from "../../../tests/support/form-fetch";
import { NewsletterForm } from "./newsletter-form";

vi.mock("~/components/ui/toast", () => ({ notify: vi.fn(async () => {}) }));

const formToken = testFormToken("subscription");

let fetchMock: Mock<typeof fetch>;
let postMock: Mock<typeof fetch>;

beforeEach(() => {
  ({ fetch: fetchMock, post: postMock } = stubFormFetch(formToken));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.mocked(notify).mockClear();
});

describe("NewsletterForm", () => {
  it("asks for a token when the visitor starts, not when the footer renders", async () => {
    postMock.mockResolvedValueOnce(jsonResponse(201, { id: "1" }));
    render(<NewsletterForm />);
    expect(fetchMock).not.toHaveBeenCalled();
    const input = screen.getByLabelText("Email address");
    await userEvent.type(input, "reader@acme.example");
    await userEvent.click(screen.getByRole("button", { name: "Subscribe" }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        "success",
        "Success!",
        "You've been subscribed to AI Staffing Insights.",
      ),
    );
    expect(input).toHaveValue("");
    expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith("/api/form-token"))).toHaveLength(1);
    expect(JSON.parse(String(postMock.mock.calls[0]?.[1]?.body))).toEqual({
      email: "reader@acme.example",
      source: "newsletter",
      website: "",
      formToken: "subscription-token",
    });
  });

  it("shows the server's message under the field and focuses it; typing clears it", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    postMock.mockResolvedValueOnce(
      jsonResponse(400, {
        error: "Invalid request",
        fieldErrors: { email: ["Please enter a valid email address"] },
      }),
    );
    render(<NewsletterForm />);
    const input = screen.getByLabelText("Email address");
    await userEvent.type(input, "reader@acme");
    await userEvent.click(screen.getByRole("button", { name: "Subscribe" }));
    await waitFor(() => expect(input).toHaveAccessibleDescription("Please enter a valid email address"));
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveFocus();
    expect(notify).toHaveBeenCalledWith(
      "error",
      "Subscription failed",
      "We couldn't subscribe you right now. Please try again in a moment.",
    );
    await userEvent.type(input, ".example");
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(input).toHaveValue("reader@acme.example");
  });

  it("says beside the form that a confirmation e-mail is on its way, keeping SPEC's toast", async () => {
    postMock.mockResolvedValueOnce(jsonResponse(201, { id: "1" }));
    render(<NewsletterForm />);
    const note = screen.getByTestId("newsletter-note");
    expect(note).toBeEmptyDOMElement();
    await userEvent.type(screen.getByLabelText("Email address"), "reader@acme.example");
    await userEvent.click(screen.getByRole("button", { name: "Subscribe" }));
    await waitFor(() =>
      expect(note).toHaveTextContent("a confirmation e-mail is on its way to reader@acme.example"),
    );
    expect(note).toHaveAttribute("role", "status");
    expect(notify).toHaveBeenCalledWith(
      "success",
      "Success!",
      "You've been subscribed to AI Staffing Insights.",
    );

    // A later sign-up that fails takes the note away: it no longer describes the last attempt.
    vi.spyOn(console, "warn").mockImplementation(() => {});
    postMock.mockResolvedValueOnce(jsonResponse(500, { error: "Server error" }));
    await userEvent.type(screen.getByLabelText("Email address"), "other@acme.example");
    await userEvent.click(screen.getByRole("button", { name: "Subscribe" }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith("error", "Subscription failed", expect.any(String)),
    );
    expect(note).toBeEmptyDOMElement();
  });
});
