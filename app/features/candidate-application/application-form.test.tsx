// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as React from "react";
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from "vitest";
import { notify } from "~/components/ui/toast";
import { applicationFormEs } from "~/content/ui/application-form-es";
import { applicationFormPtBr } from "~/content/ui/application-form-pt-br";
import { clientCatalogue } from "~/content/ui/i18n.server";
import { UiTextContext } from "~/content/ui/ui-text";
import { jsonResponse, stubFormFetch } from "../../../tests/support/form-fetch";
import { APPLICATION_DRAFT_KEY, ApplicationForm } from "./application-form";

vi.mock("~/components/ui/toast", () => ({ notify: vi.fn(async () => {}) }));

let postMock: Mock<typeof fetch>;

beforeEach(() => {
  sessionStorage.clear();
  // No token endpoint: the form must stay usable and still send.
  ({ post: postMock } = stubFormFetch(null));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.mocked(notify).mockClear();
});

async function fillValid() {
  await userEvent.type(screen.getByLabelText("Full name"), "Valentina Ríos");
  await userEvent.type(screen.getByLabelText("Email"), "valentina@example.com");
  await userEvent.selectOptions(screen.getByLabelText("Country"), "Colombia");
  await userEvent.selectOptions(screen.getByLabelText("Category"), "developers");
  await userEvent.selectOptions(screen.getByLabelText("Specialization"), "backend");
  await userEvent.type(screen.getByLabelText("Years of experience"), "7");
  await userEvent.selectOptions(screen.getByLabelText("English level"), "Fluent");
  await userEvent.type(screen.getByLabelText("LinkedIn or portfolio URL"), "https://example.com/valentina");
  await userEvent.type(screen.getByLabelText("Expected hourly rate (USD)"), "45");
}

describe("ApplicationForm", () => {
  it.each([
    ["es", applicationFormEs],
    ["pt-br", applicationFormPtBr],
  ] as const)(
    "on a %s page, fetches the form's words in that language and speaks it",
    async (locale, text) => {
      // The page's catalogue from the root loader, which leaves the form's words to the form.
      await act(async () => {
        render(
          <UiTextContext.Provider value={{ locale, ui: clientCatalogue(locale) }}>
            <React.Suspense fallback={<p>Loading</p>}>
              <ApplicationForm />
            </React.Suspense>
          </UiTextContext.Provider>,
        );
      });
      expect(await screen.findByRole("form", { name: text.formLabel })).toBeInTheDocument();
      await userEvent.click(screen.getByRole("button", { name: text.submit }));
      const name = screen.getByLabelText(text.labels.fullName);
      // The first validation loads the form's checks (validation.ts) before it can focus.
      await waitFor(() => expect(name).toHaveFocus(), { timeout: 5_000 });
      expect(name).toHaveAccessibleDescription(text.messages.fullNameShort);
    },
  );

  it("focuses the first invalid field in reading order after a failed submit", async () => {
    render(<ApplicationForm />);
    await userEvent.type(screen.getByLabelText("Full name"), "Valentina Ríos");
    await userEvent.type(screen.getByLabelText("Email"), "valentina@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Submit Application" }));
    const country = screen.getByLabelText("Country");
    await waitFor(() => expect(country).toHaveFocus());
    expect(country).toHaveAccessibleDescription("Please select your country");
    expect(screen.getByLabelText("Category")).toHaveAttribute("aria-invalid", "true");
    expect(postMock).not.toHaveBeenCalled();
  });

  it("describes a field by its hint and, when invalid, by its error first", async () => {
    render(<ApplicationForm />);
    const rate = screen.getByLabelText("Expected hourly rate (USD)");
    expect(rate).toHaveAccessibleDescription("Between $5 and $500 an hour.");
    await userEvent.type(rate, "4");
    await userEvent.click(screen.getByRole("button", { name: "Submit Application" }));
    await waitFor(() =>
      expect(rate).toHaveAccessibleDescription(
        "Enter an hourly rate in USD between $5 and $500 Between $5 and $500 an hour.",
      ),
    );
  });

  it("shows the server's field errors under their fields, focuses the first and keeps the draft", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    postMock.mockResolvedValueOnce(
      jsonResponse(400, {
        error: "Invalid request",
        fieldErrors: {
          profileUrl: ["Enter a LinkedIn or portfolio link starting with http:// or https://"],
          email: ["Please enter a valid email address"],
        },
      }),
    );
    render(<ApplicationForm />);
    await fillValid();
    await userEvent.click(screen.getByRole("button", { name: "Submit Application" }));

    const email = screen.getByLabelText("Email");
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription("Please enter a valid email address");
    expect(screen.getByLabelText("LinkedIn or portfolio URL")).toHaveAttribute("aria-invalid", "true");
    expect(notify).toHaveBeenCalledWith(
      "error",
      "Error submitting application",
      "Please try again or contact us directly. Your answers are saved.",
    );
    const body = JSON.parse(String(postMock.mock.calls[0]?.[1]?.body));
    expect(body).toMatchObject({ fullName: "Valentina Ríos", hourlyRate: 45, website: "" });
    expect(body).not.toHaveProperty("fillTimeMs");
    expect(body).not.toHaveProperty("formToken");
    expect(JSON.parse(sessionStorage.getItem(APPLICATION_DRAFT_KEY) ?? "{}").values).toMatchObject({
      email: "valentina@example.com",
    });
  });

  describe("the consents", () => {
    const stayInPool = () => screen.getByLabelText("Keep me in the talent pool for future roles");
    const shareProfile = () =>
      screen.getByLabelText("Share my full profile and résumé with client companies on a shortlist");
    const sent = () => JSON.parse(String(postMock.mock.calls[0]?.[1]?.body));

    it("asks to stay in the pool ticked and to share unticked on the general application, and sends them", async () => {
      postMock.mockResolvedValueOnce(jsonResponse(201, { id: "a" }));
      render(<ApplicationForm />);
      expect(stayInPool()).toBeChecked();
      expect(stayInPool()).toHaveAccessibleDescription(/Ticked by default/);
      expect(shareProfile()).not.toBeChecked();
      expect(shareProfile()).toHaveAccessibleDescription(/first name and the initial of your last name/);
      await fillValid();
      await userEvent.click(shareProfile());
      await userEvent.click(screen.getByRole("button", { name: "Submit Application" }));
      await waitFor(() => expect(postMock).toHaveBeenCalled());
      expect(sent()).toMatchObject({ stayInPool: true, shareProfile: true });
    });

    it("asks both unticked on a job's application", async () => {
      postMock.mockResolvedValueOnce(jsonResponse(201, { id: "a" }));
      render(<ApplicationForm job={{ slug: "senior-backend", category: "developers", stack: "backend" }} />);
      expect(stayInPool()).not.toBeChecked();
      expect(stayInPool()).toHaveAccessibleDescription(/Unticked by default/);
      expect(shareProfile()).not.toBeChecked();
      await fillValid();
      await userEvent.click(screen.getByRole("button", { name: "Submit Application" }));
      await waitFor(() => expect(postMock).toHaveBeenCalled());
      expect(sent()).toMatchObject({ job: "senior-backend", stayInPool: false, shareProfile: false });
    });
  });

  describe("the résumé", () => {
    const RESUME_ID = "7d6c0a4e-3b0f-4c1e-9a51-2f8e6b1d0c9a";
    const SECOND_ID = "0b7f3a52-6c1d-4e8a-9f20-5d4c3b2a1e0f";
    const pdf = () => new File(["%PDF-1.4\n%%EOF\n"], "Valentina CV.pdf", { type: "application/pdf" });
    const paths = () => postMock.mock.calls.map(([input]) => String(input));
    const bodyOf = (call: number) => JSON.parse(String(postMock.mock.calls[call]?.[1]?.body));

    it("is labelled, described by its hint and checked as soon as it is chosen", async () => {
      render(<ApplicationForm />);
      const input = screen.getByLabelText("Résumé (optional)");
      expect(input).toHaveAccessibleDescription("PDF or Word (.docx), up to 5 MB.");
      await userEvent.upload(input, new File(["x"], "cv.exe", { type: "application/pdf" }), {
        applyAccept: false,
      });
      expect(input).toHaveAccessibleDescription(
        "Choose a PDF or a Word document (.docx). PDF or Word (.docx), up to 5 MB.",
      );
      const big = new File(["x"], "cv.pdf", { type: "application/pdf" });
      Object.defineProperty(big, "size", { value: 6 * 1024 * 1024 });
      await userEvent.upload(input, big);
      expect(input).toHaveAttribute("aria-invalid", "true");
      await fillValid();
      await userEvent.click(screen.getByRole("button", { name: "Submit Application" }));
      await waitFor(() => expect(input).toHaveFocus());
      expect(postMock).not.toHaveBeenCalled();
    });

    it("is uploaded first, then named by its id; a retry reuses the upload", async () => {
      vi.spyOn(console, "warn").mockImplementation(() => {});
      postMock
        .mockResolvedValueOnce(jsonResponse(201, { id: RESUME_ID }))
        .mockResolvedValueOnce(jsonResponse(503, { error: "Unavailable" }))
        .mockResolvedValueOnce(jsonResponse(201, { id: "lead-1" }));
      render(<ApplicationForm />);
      await fillValid();
      await userEvent.upload(screen.getByLabelText("Résumé (optional)"), pdf());
      const submit = screen.getByRole("button", { name: "Submit Application" });
      await userEvent.click(submit);
      await waitFor(() =>
        expect(notify).toHaveBeenCalledWith("error", expect.any(String), expect.any(String)),
      );
      const upload = postMock.mock.calls[0]?.[1]?.body as FormData;
      expect((upload.get("resume") as File).name).toBe("Valentina CV.pdf");
      expect(bodyOf(1)).toMatchObject({ resumeId: RESUME_ID });
      await userEvent.click(submit);
      await screen.findByRole("status");
      expect(paths()).toEqual(["/api/resumes", "/api/candidate-applications", "/api/candidate-applications"]);
      expect(bodyOf(2)).toMatchObject({ resumeId: RESUME_ID });
    });

    it("is uploaded once more when the first upload has expired", async () => {
      postMock
        .mockResolvedValueOnce(jsonResponse(201, { id: RESUME_ID }))
        .mockResolvedValueOnce(jsonResponse(410, { error: "Expired", fieldErrors: { resumeId: ["Again"] } }))
        .mockResolvedValueOnce(jsonResponse(201, { id: SECOND_ID }))
        .mockResolvedValueOnce(jsonResponse(201, { id: "lead-1" }));
      render(<ApplicationForm />);
      await fillValid();
      await userEvent.upload(screen.getByLabelText("Résumé (optional)"), pdf());
      await userEvent.click(screen.getByRole("button", { name: "Submit Application" }));
      await screen.findByRole("status");
      expect(paths()).toEqual([
        "/api/resumes",
        "/api/candidate-applications",
        "/api/resumes",
        "/api/candidate-applications",
      ]);
      expect(bodyOf(3)).toMatchObject({ resumeId: SECOND_ID });
    });

    it("shows the server's refusal in the page's words, focuses the field and sends no application", async () => {
      vi.spyOn(console, "warn").mockImplementation(() => {});
      postMock.mockResolvedValueOnce(
        jsonResponse(415, { error: "This file is not a PDF", accepted: ["pdf"] }),
      );
      render(<ApplicationForm />);
      await fillValid();
      const input = screen.getByLabelText("Résumé (optional)");
      await userEvent.upload(input, pdf());
      await userEvent.click(screen.getByRole("button", { name: "Submit Application" }));
      await waitFor(() => expect(input).toHaveFocus());
      expect(input).toHaveAccessibleDescription(
        expect.stringContaining("This file is not a PDF or a Word document: choose a PDF or a .docx file"),
      );
      expect(paths()).toEqual(["/api/resumes"]);
    });

    it("is asked for again when a draft that had one is restored", async () => {
      sessionStorage.setItem(
        APPLICATION_DRAFT_KEY,
        JSON.stringify({ values: { fullName: "Valentina Ríos" }, resumeName: "Valentina CV.pdf" }),
      );
      render(<ApplicationForm />);
      expect(await screen.findByText(/choose your résumé \(Valentina CV\.pdf\) again/)).toBeInTheDocument();
      expect(screen.getByLabelText("Full name")).toHaveValue("Valentina Ríos");
    });
  });
});
