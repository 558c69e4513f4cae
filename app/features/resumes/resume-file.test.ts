import { describe, expect, it } from "vitest";
import { RESUME_MAX_BYTES } from "./limits";
import { resumeFileProblem } from "./resume-file";

describe("resumeFileProblem", () => {
  it("accepts a PDF or a .docx of at most 5 MB, whatever the case of the extension", () => {
    expect(resumeFileProblem({ name: "cv.pdf", size: 1000 })).toBeNull();
    expect(resumeFileProblem({ name: "CV Final.DOCX", size: RESUME_MAX_BYTES })).toBeNull();
  });

  it("refuses another extension before the size", () => {
    expect(resumeFileProblem({ name: "cv.doc", size: 10 })).toBe("wrongType");
    expect(resumeFileProblem({ name: "setup.exe", size: RESUME_MAX_BYTES + 1 })).toBe("wrongType");
    expect(resumeFileProblem({ name: "pdf", size: 10 })).toBe("wrongType");
  });

  it("refuses a file over 5 MB", () => {
    expect(resumeFileProblem({ name: "cv.pdf", size: RESUME_MAX_BYTES + 1 })).toBe("tooLarge");
  });
});
