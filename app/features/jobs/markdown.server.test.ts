import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./markdown.server";

describe("renderMarkdown", () => {
  it("renders lists, emphasis and links with a safe rel", () => {
    const html = renderMarkdown("Intro **bold**\n\n- one\n- [two](https://example.com)");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain("<li>one</li>");
    expect(html).toContain('<a href="https://example.com" rel="nofollow noopener noreferrer">two</a>');
  });

  it("drops script, event handlers, styles, images and javascript: links", () => {
    const html = renderMarkdown(
      '<script>alert(1)</script><img src=x onerror="alert(1)"><p style="color:red" onclick="x()">hi</p>\n\n[x](javascript:alert(1)) <iframe src="https://evil.example"></iframe>',
    );
    expect(html).not.toMatch(/script|onerror|onclick|style|<img|iframe|javascript:|href/i);
    expect(html).toContain("hi");
    expect(html).toMatch(/<a rel="[^"]*">x<\/a>/);
  });

  it("keeps headings under the page's own", () => {
    expect(renderMarkdown("# Big\n\n## Smaller")).toBe("<h3>Big</h3>\n<h3>Smaller</h3>");
  });

  it("renders nothing for blank text", () => {
    expect(renderMarkdown("  \n")).toBe("");
  });
});
