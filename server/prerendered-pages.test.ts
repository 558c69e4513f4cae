import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadPrerenderedPages } from "./prerendered-pages";

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

  it("maps URL paths to documents, by their exact address", () => {
    expect(pages.get("/")?.file).toBe(path.join(clientDir, "index.html"));
    expect(pages.get("/talent")?.file).toBe(path.join(clientDir, "talent/index.html"));
    expect(pages.get("/talent/")).toBeUndefined();
    expect(pages.get("/candidates/developers/backend")).toBeDefined();
  });

  it("finds nothing for other paths, traversal attempts or the assets folder", () => {
    expect(pages.get("/nope")).toBeUndefined();
    expect(pages.get("/talent/../talent")).toBeUndefined();
    expect(pages.get("/assets")).toBeUndefined();
  });

  it("allows exactly the page's inline scripts", () => {
    expect(pages.get("/")?.csp).toMatch(/script-src 'self' 'sha256-[^']+'/);
    expect(pages.get("/talent")?.csp).toContain("script-src 'self';");
  });
});
