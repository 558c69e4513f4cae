/**
 * An opening's Markdown as HTML: `marked` turns it into HTML and `sanitize-html` keeps only the
 * small set of tags a job description needs, so nothing the team types (or pastes) can run script,
 * load a resource or change the page around it. Headings become h3/h4, under the page's own.
 */
import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "strong",
    "em",
    "ul",
    "ol",
    "li",
    "a",
    "h3",
    "h4",
    "blockquote",
    "code",
    "pre",
    "hr",
  ],
  allowedAttributes: { a: ["href"] },
  allowedSchemes: ["https", "http", "mailto"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    h1: "h3",
    h2: "h3",
    h3: "h3",
    h4: "h4",
    h5: "h4",
    h6: "h4",
    b: "strong",
    i: "em",
    a: sanitizeHtml.simpleTransform("a", { rel: "nofollow noopener noreferrer" }),
  },
};
// The transform adds rel after the attribute filter has run on the source, so allow it on output.
SANITIZE.allowedAttributes = { a: ["href", "rel"] };

const ALLOWED_TAG = new RegExp(
  `^</?(?:${[...(SANITIZE.allowedTags as string[]), "b", "i"].join("|")})(?:\\s[^<>]*)?/?>$`,
  "i",
);
const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * Raw HTML in the Markdown is kept only when it is one of the allowed tags; anything else that
 * looks like a tag is text the team typed ("for <LLMs>") and is shown as such, not dropped.
 */
const markdown = new Marked({
  async: false,
  gfm: true,
  breaks: false,
  renderer: {
    html({ text, block }) {
      if (!block && ALLOWED_TAG.test(text.trim())) return text;
      return escapeText(text);
    },
  },
});

export function renderMarkdown(source: string): string {
  if (!source.trim()) return "";
  const html = markdown.parse(source) as string;
  return sanitizeHtml(html, SANITIZE).trim();
}
