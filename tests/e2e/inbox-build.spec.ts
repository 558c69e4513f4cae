import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";

/**
 * The inbox is an app of its own (docs/inbox.md): the build keeps its code out of the files the
 * public pages load. Read from the build itself, so whatever the bundler does with shared
 * modules, an inbox module in a site chunk fails here.
 */
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");

/** The scripts and documents under a folder of the build (not the compressed copies). */
function textFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(?:js|mjs|html)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Text only the inbox's own modules carry: its heading, its route ids and its files' path. */
const INBOX_MARKERS = ["LatamMatch inbox", '"routes/inbox', "/inbox/assets/"];

test("the public pages' files hold no inbox module, and the inbox's are served from /inbox/assets/", () => {
  const inboxFiles = textFiles(path.join(buildDir, "inbox", "client"));
  // The markers are real: the inbox's own build carries them.
  const inboxText = inboxFiles.map((file) => readFileSync(file, "utf8")).join("\n");
  for (const marker of INBOX_MARKERS) expect(inboxText, marker).toContain(marker);

  const siteFiles = textFiles(path.join(buildDir, "site"));
  // The islands' scripts and the prerendered pages (the candidate pages are rendered on request).
  expect(siteFiles.filter((file) => file.endsWith(".js")).length).toBeGreaterThan(10);
  expect(siteFiles.filter((file) => file.endsWith(".html")).length).toBeGreaterThan(10);
  const offending = siteFiles.flatMap((file) => {
    const text = readFileSync(file, "utf8");
    return INBOX_MARKERS.filter((marker) => text.includes(marker)).map(
      (marker) => `${path.relative(buildDir, file)}: ${marker}`,
    );
  });
  expect(offending).toEqual([]);
});
