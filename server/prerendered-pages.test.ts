import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findPrerenderedPage, loadPrerenderedPages } from "./prerendered-pages";

describe("prerendered pages", () => {
  const clientDir = mkdtempSync(path.join(os.tmpdir(), "prerendered-"));
  const write = (relative: string, html: string) => {
    mkdirSync(path.dirname(path.join(clientDir, relative)), { recursive: true });
    writeFileSync(path.join(clientDir, relative), html);
  };
  write("index.html", "<script>home()</script>");
  write("talent/index.html", "<p>talent</p>");
  write("candidates/developers/backend/index.html", "<p>backend</p>");
  write("assets/index.html", "<p>never a page</p>");
  const pages = loadPrerenderedPages(clientDir);

  it("maps URL paths to documents, with or without a trailing slash", () => {
    expect(findPrerenderedPage(pages, "/")?.file).toBe(path.join(clientDir, "index.html"));
    expect(findPrerenderedPage(pages, "/talent")?.file).toBe(path.join(clientDir, "talent/index.html"));
    expect(findPrerenderedPage(pages, "/talent/")?.file).toBe(path.join(clientDir, "talent/index.html"));
    expect(findPrerenderedPage(pages, "/candidates/developers/backend")).toBeDefined();
  });

  it("finds nothing for other paths, traversal attempts or the assets folder", () => {
    expect(findPrerenderedPage(pages, "/nope")).toBeUndefined();
    expect(findPrerenderedPage(pages, "/talent/../talent")).toBeUndefined();
    expect(findPrerenderedPage(pages, "/assets")).toBeUndefined();
  });

  it("allows exactly the page's inline scripts", () => {
    expect(findPrerenderedPage(pages, "/")?.csp).toMatch(/script-src 'self' 'sha256-[^']+'/);
    expect(findPrerenderedPage(pages, "/talent")?.csp).toContain("script-src 'self';");
  });
});
