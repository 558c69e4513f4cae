import { describe, expect, it } from "vitest";
import { attachmentDisposition, displayFileName, MAX_FILE_NAME_LENGTH } from "./file-name";

describe("displayFileName", () => {
  it("keeps a plain name and gives it the extension its content proved", () => {
    expect(displayFileName("Valentina Ríos CV.pdf", "pdf")).toBe("Valentina Ríos CV.pdf");
    expect(displayFileName("cv.PDF", "pdf")).toBe("cv.pdf");
    expect(displayFileName("cv.pdf", "docx")).toBe("cv.pdf.docx");
    expect(displayFileName("resume", "docx")).toBe("resume.docx");
  });

  it("drops paths, control and bidi characters, and leading dots", () => {
    expect(displayFileName("C:\\Users\\me\\cv.pdf", "pdf")).toBe("cv.pdf");
    expect(displayFileName("../../etc/passwd", "pdf")).toBe("passwd.pdf");
    expect(displayFileName("cv\u202Efdp.exe", "pdf")).toBe("cvfdp.exe.pdf");
    expect(displayFileName("a\r\nb\u0000.pdf", "pdf")).toBe("ab.pdf");
    expect(displayFileName("...pdf", "pdf")).toBe("resume.pdf");
    expect(displayFileName(".hidden.pdf", "pdf")).toBe("hidden.pdf");
    expect(displayFileName(".pdf", "pdf")).toBe("resume.pdf");
    expect(displayFileName(undefined, "pdf")).toBe("resume.pdf");
    expect(displayFileName('"quoted" <name>.pdf', "pdf")).toBe("_quoted_ _name_.pdf");
  });

  it("bounds the length and keeps the extension", () => {
    const name = displayFileName(`${"é".repeat(500)}.docx`, "docx");
    expect(Array.from(name)).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(name.endsWith(".docx")).toBe(true);
  });
});

describe("attachmentDisposition", () => {
  it("offers an ASCII fallback and the exact UTF-8 name", () => {
    expect(attachmentDisposition("Valentina Ríos CV.pdf")).toBe(
      "attachment; filename=\"Valentina R_os CV.pdf\"; filename*=UTF-8''Valentina%20R%C3%ADos%20CV.pdf",
    );
    expect(attachmentDisposition("it's (final).pdf")).toBe(
      "attachment; filename=\"it's (final).pdf\"; filename*=UTF-8''it%27s%20%28final%29.pdf",
    );
  });
});
