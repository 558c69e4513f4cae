/**
 * Renders every template of the e-mail catalogue (server/emails/catalog.ts) to an .html and a
 * .txt file, for review in a browser and a text editor.
 *
 *   npm run emails:preview              writes reports/emails/
 *   npm run emails:preview -- <folder>  writes there instead
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { defineBuildTimeGlobals } from "../build-env.ts";

// The content modules read values the bundler inlines at build time; here they are globals.
defineBuildTimeGlobals();
const { emailCatalog } = await import("../server/emails/catalog");
const { renderEmail } = await import("../server/emails/render.server");

const outDir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, "..", "reports", "emails"));
await mkdir(outDir, { recursive: true });
for (const entry of emailCatalog) {
  const { html, text } = await renderEmail(entry.element());
  await writeFile(path.join(outDir, `${entry.name}.html`), html);
  await writeFile(path.join(outDir, `${entry.name}.txt`), text);
}
console.log(`${emailCatalog.length} e-mails written to ${path.relative(process.cwd(), outDir) || "."}`);
