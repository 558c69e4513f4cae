// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ResumeSection } from "./lead-resume";

afterEach(cleanup);

describe("ResumeSection", () => {
  it("shows the résumé's name, type, size and upload time, with a download link", () => {
    render(
      <ResumeSection
        resume={{
          fileName: "María González CV.pdf",
          kindLabel: "PDF",
          sizeBytes: 312 * 1024,
          uploadedAt: "2026-11-28T10:15:00.000Z",
          downloadPath: "/inbox/leads/candidate-applications/7d6c0a4e-3b0f-4c1e-9a51-2f8e6b1d0c9a/resume",
        }}
      />,
    );
    expect(screen.getByRole("heading", { name: "Résumé" })).toBeTruthy();
    expect(screen.getByText("María González CV.pdf")).toBeTruthy();
    expect(screen.getByText("312 kB")).toBeTruthy();
    expect(screen.getByText("2026-11-28 10:15 UTC")).toBeTruthy();
    const link = screen.getByRole("link", { name: "Download the résumé" });
    expect(link.getAttribute("href")).toBe(
      "/inbox/leads/candidate-applications/7d6c0a4e-3b0f-4c1e-9a51-2f8e6b1d0c9a/resume",
    );
    expect(link.hasAttribute("download")).toBe(true);
  });

  it("says when an application came without one", () => {
    render(<ResumeSection resume={null} />);
    expect(screen.getByText("No résumé was sent with this application.")).toBeTruthy();
    expect(screen.queryByRole("link")).toBeNull();
  });
});
