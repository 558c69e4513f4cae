// Writes the illustrated portrait set and the case-study scenes built from it.
// Deterministic: every trait is listed in scripts/portraits/people.mjs, so running it again
// rewrites byte-identical files. Usage: node scripts/generate-portraits.mjs
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { portraitSvg } from "./portraits/draw.mjs";
import {
  heroProfilePeople,
  homeExamplePeople,
  sampleProfilePeople,
  testimonialPeople,
} from "./portraits/people.mjs";
import { caseStudyScenes } from "./portraits/scenes.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const portraitsDir = path.join(root, "public/images/portraits");
const clientsDir = path.join(root, "storage/Clients");
const scenesDir = path.join(root, "public/images/company");

/** Replaces the generated SVGs of a folder, leaving other files (such as the placeholder) alone. */
function writeFolder(dir, files) {
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(dir)) {
    if (name.endsWith(".svg") && !files.has(name)) rmSync(path.join(dir, name));
  }
  for (const [name, body] of files) writeFileSync(path.join(dir, name), body);
}

const portraits = new Map(
  Object.entries({ ...sampleProfilePeople, ...heroProfilePeople, ...homeExamplePeople }).map(
    ([id, person]) => [`${id}.svg`, portraitSvg(person)],
  ),
);
writeFolder(portraitsDir, portraits);

// The bucket is listed by name and cycled by index, so a two-digit prefix keeps the testimonials' order.
const clients = new Map(
  testimonialPeople.map(([id, person], index) => [
    `${String(index + 1).padStart(2, "0")}-${id}.svg`,
    portraitSvg(person),
  ]),
);
writeFolder(clientsDir, clients);

mkdirSync(scenesDir, { recursive: true });
for (const [id, scene] of Object.entries(caseStudyScenes)) {
  writeFileSync(path.join(scenesDir, `case-${id}-team.svg`), scene());
}

console.log(
  `${portraits.size} portraits, ${clients.size} client portraits, ${Object.keys(caseStudyScenes).length} scenes`,
);
