// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from "vitest";
import { notify } from "~/components/ui/toast";
import { ATTRIBUTION_STORAGE_KEY } from "~/features/attribution/capture";
import {
  type FormFetchStub,
  jsonResponse,
  stubFormFetch,
  testFormToken,
} from "../../../tests/support/form-fetch";
import { DRAFT_STORAGE_KEY } from "./draft-storage";
import { HiringWizard } from "./hiring-wizard";

vi.mock("~/components/ui/toast", () => ({ notify: vi.fn(async () => {}), dismissNotifications: vi.fn() }));

const complete = {
  name: "Dana Whitfield",
  email: "dana@example.com",
  phone: "+1 415 555 0134",
  company: "Acme Robotics",
  roles: ["Engineering"],
  primaryGoal: "Other",
  budgetRange: "Just exploring options",
  industries: ["Salesforce"],
  additionalInfo: "Start in May",
};

function renderWizard() {
  return render(
    <MemoryRouter>
      <HiringWizard />
    </MemoryRouter>,
  );
}

const formToken = testFormToken("hiringRequest", "signed-token");

let postMock: Mock<typeof fetch>;
let tokenRequests: FormFetchStub["tokenRequests"];

beforeEach(() => {
  sessionStorage.clear();
  // Token requests are answered by the stub; the tests script the posts through postMock.
  ({ post: postMock, tokenRequests } = stubFormFetch(formToken));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.mocked(notify).mockClear();
});

describe("HiringWizard", () => {
  it("ticks the role of a shortlist link's category, also over a restored draft without roles", async () => {
    sessionStorage.setItem(
      DRAFT_STORAGE_KEY,
      JSON.stringify({ step: 2, values: { ...complete, roles: [] } }),
    );
    render(
      <MemoryRouter>
        <HiringWizard interest={{ role: "Product Designer (Senior)", category: "design" }} />
      </MemoryRouter>,
    );
    const roles = await screen.findByRole("group", { name: "Which roles are you hiring for?" });
    expect(within(roles).getByRole("checkbox", { name: "Product" })).toBeChecked();
    expect(within(roles).getByRole("checkbox", { name: "Engineering" })).not.toBeChecked();
    expect(roles).toHaveAccessibleDescription(
      "Select all that apply. Your shortlist request is for a Product Designer (Senior): its role is ticked.",
    );
  });

  it("resumes a saved draft, but never past a step that does not validate", async () => {
    sessionStorage.setItem(
      DRAFT_STORAGE_KEY,
      JSON.stringify({ step: 6, values: { ...complete, roles: [] } }),
    );
    renderWizard();
    expect(await screen.findByText("Step 2 of 6")).toBeInTheDocument();
    expect(screen.getByText("33% complete")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Previous" }));
    expect(screen.getByLabelText("Company")).toHaveValue("Acme Robotics");
  });

  it("sends the request with its envelope, keeps the key for a retry and clears the draft after success", async () => {
    sessionStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ step: 6, values: complete }));
    sessionStorage.setItem(
      ATTRIBUTION_STORAGE_KEY,
      JSON.stringify({ utmSource: "newsletter", landingPage: "/" }),
    );
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    postMock.mockResolvedValueOnce(jsonResponse(503, { error: "Unavailable" }));
    postMock.mockResolvedValueOnce(jsonResponse(201, { id: "3f1c" }));
    renderWizard();
    const submit = await screen.findByRole("button", { name: "Submit Request" });
    await waitFor(() => expect(submit).toBeEnabled());

    await userEvent.click(submit);
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        "error",
        "Error submitting form",
        "Please try again or contact us directly",
        "hiring-request",
      ),
    );
    expect(consoleError).toHaveBeenCalled();
    expect(screen.getByText("Step 6 of 6")).toBeInTheDocument();
    expect(screen.getByLabelText("Additional information")).toHaveValue("Start in May");

    await userEvent.click(screen.getByRole("button", { name: "Submit Request" }));
    expect(
      await screen.findByRole("heading", { name: "Thank you! Your request has been received" }),
    ).toHaveFocus();
    // The success toast takes the failure toast's place (same id): one toast on screen, not two.
    expect(notify).toHaveBeenLastCalledWith(
      "success",
      "Form submitted successfully!",
      "We'll get back to you within 24 hours.",
      "hiring-request",
    );
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");

    expect(postMock).toHaveBeenCalledTimes(2);
    // A draft saved before tokens existed gets one at its first submit, and keeps it.
    expect(tokenRequests()).toHaveLength(1);
    const [first, second] = postMock.mock.calls;
    const headersOf = (call: typeof first) => (call?.[1]?.headers ?? {}) as Record<string, string>;
    expect(headersOf(first)["Idempotency-Key"]).toBeTruthy();
    expect(headersOf(second)["Idempotency-Key"]).toBe(headersOf(first)["Idempotency-Key"]);
    expect(second?.[0]).toBe("/api/hiring-requests");
    const body = JSON.parse(String(second?.[1]?.body));
    expect(body).toMatchObject({
      ...complete,
      website: "",
      formToken: "signed-token",
      attribution: { utmSource: "newsletter", landingPage: "/" },
    });
    expect(body).not.toHaveProperty("fillTimeMs");
    expect(sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });

  it("announces the errors of every failed attempt at a step", async () => {
    renderWizard();
    const next = await screen.findByRole("button", { name: "Next" });
    await waitFor(() => expect(next).toBeEnabled());
    const region = screen.getByRole("status");
    expect(region).toHaveTextContent("");
    await userEvent.click(next);
    await waitFor(() => expect(region.textContent).toBe("4 errors on this step"));
    expect(screen.getByLabelText("Full name")).toHaveFocus();
    await userEvent.click(next);
    await waitFor(() => expect(region.textContent).toBe("4 errors on this step\u00a0"));
    await userEvent.type(screen.getByLabelText("Full name"), "Dana");
    await userEvent.type(screen.getByLabelText("Work email"), "dana@example.com");
    await userEvent.type(screen.getByLabelText("Phone"), "4155550134");
    await userEvent.click(next);
    await waitFor(() => expect(region.textContent).toBe("Company name is required"));
  });

  it("sends nothing twice while a request is in flight", async () => {
    sessionStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ step: 6, values: complete }));
    let answer: (response: Response) => void = () => {};
    postMock.mockReturnValueOnce(
      new Promise<Response>((resolve) => {
        answer = resolve;
      }),
    );
    renderWizard();
    const submit = await screen.findByRole("button", { name: "Submit Request" });
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    const busy = await screen.findByRole("button", { name: "Submitting..." });
    expect(busy).toBeDisabled();
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
    await userEvent.click(busy);
    answer(jsonResponse(201, { id: "1" }));
    await screen.findByRole("heading", { name: "Thank you! Your request has been received" });
    expect(postMock).toHaveBeenCalledTimes(1);
  });

  it("shows the server's field errors on the step that holds them and focuses the first", async () => {
    sessionStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ step: 6, values: complete }));
    vi.spyOn(console, "error").mockImplementation(() => {});
    postMock.mockResolvedValueOnce(
      jsonResponse(400, {
        error: "Invalid request",
        fieldErrors: {
          phone: ["Please enter a valid phone number"],
          email: ["Please enter a valid email address"],
          "attribution.referrer": ["Too long"],
        },
      }),
    );
    renderWizard();
    const submit = await screen.findByRole("button", { name: "Submit Request" });
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);

    expect(await screen.findByText("Step 1 of 6")).toBeInTheDocument();
    const email = screen.getByLabelText("Work email");
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription("Please enter a valid email address");
    expect(screen.getByLabelText("Phone")).toHaveAccessibleDescription("Please enter a valid phone number");
    expect(screen.getByRole("status")).toHaveTextContent("2 errors on this step");
    expect(notify).toHaveBeenCalledWith(
      "error",
      "Error submitting form",
      "Please try again or contact us directly",
      "hiring-request",
    );

    // Editing the field checks it again and clears the server's message.
    await userEvent.clear(email);
    await userEvent.type(email, "dana@acme.example");
    await waitFor(() => expect(email).not.toHaveAttribute("aria-invalid"));
  });

  it("fetches the token when the visitor starts, once per draft", async () => {
    const first = renderWizard();
    const name = await screen.findByLabelText("Full name");
    await waitFor(() => expect(screen.getByRole("button", { name: "Next" })).toBeEnabled());
    expect(tokenRequests()).toHaveLength(0);
    await userEvent.type(name, "Dana");
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem(DRAFT_STORAGE_KEY) ?? "{}").formToken).toEqual(formToken),
    );
    first.unmount();
    renderWizard();
    await waitFor(() => expect(screen.getByLabelText("Full name")).toHaveValue("Dana"));
    await userEvent.type(screen.getByLabelText("Full name"), " Whitfield");
    expect(tokenRequests()).toHaveLength(1);
  });
});
