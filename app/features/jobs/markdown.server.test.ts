import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./markdown.server";

describe("renderMarkdown", () => {
  it("renders lists, emphasis and links with a safe rel", () => {
    const html = renderMarkdown("Intro **bold**\n\n- one\n- [two](https://example.com)");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain("<li>one</li>");
    expect(html).toContain('<a href="https://example.com" rel="nofollow noopener noreferrer">two</a>');
  });

  it("never lets script, event handlers, styles, images or javascript: links through as markup", () => {
    const html = renderMarkdown(
      '<script>alert(1)</script><img src=x onerror="alert(1)"><p style="color:red" onclick="x()">hi</p>\n\n[x](javascript:alert(1)) <iframe src="https://evil.example"></iframe>\n\n![pic](https://evil.example/x.png)',
    );
    // Every tag left is an allowed one, with no attribute but a link's href and rel.
    const tags = html.match(/<[^>]+>/g) ?? [];
    for (const tag of tags) {
      expect(tag).toMatch(
        /^<\/?(p|br|strong|em|ul|ol|li|a|h3|h4|blockquote|code|pre|hr)(\s(href|rel)="[^"]*")*>$/,
      );
    }
    expect(html).not.toMatch(/javascript:/i);
    expect(html).toContain("hi");
    expect(html).toMatch(/<a rel="[^"]*">x<\/a>/);
  });

  it("shows text that only looks like a tag as text, and keeps the allowed tags typed as HTML", () => {
    expect(renderMarkdown("Fine-tune models for <LLMs>.")).toBe("<p>Fine-tune models for &lt;LLMs&gt;.</p>");
    expect(renderMarkdown("Salary <b>in USD</b> a <x-unknown>week</x-unknown>")).toBe(
      "<p>Salary <strong>in USD</strong> a &lt;x-unknown&gt;week&lt;/x-unknown&gt;</p>",
    );
  });

  it("keeps headings under the page's own", () => {
    expect(renderMarkdown("# Big\n\n## Smaller")).toBe("<h3>Big</h3>\n<h3>Smaller</h3>");
  });

  it("renders nothing for blank text", () => {
    expect(renderMarkdown("  \n")).toBe("");
  });
});
