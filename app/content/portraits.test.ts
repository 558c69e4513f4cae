import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { listStorageFolder } from "~/features/storage/listing.server";
import { caseStudies } from "./case-studies";
import { homeTalentExamples } from "./home";
import { heroProfiles } from "./home-profiles";
import { sampleProfiles } from "./profiles";
import { stackSampleProfiles } from "./stack-profiles";
import { testimonialSettings, testimonials } from "./testimonials";

const publicFile = (src: string) => path.join("public", src);

describe("illustrated portraits", () => {
  const people = [
    ...Object.values(sampleProfiles).flat(),
    ...stackSampleProfiles,
    ...heroProfiles,
    ...homeTalentExamples.profiles,
  ].map((person) => [person.id, person.portrait] as const);

  it.each(people)("%s has a small SVG portrait with its size set", (_id, portrait) => {
    expect(existsSync(publicFile(portrait))).toBe(true);
    const svg = readFileSync(publicFile(portrait), "utf8");
    expect(svg).toMatch(/^<svg [^>]*width="96" height="96"/);
    expect(svg).not.toMatch(/<image|href=/);
    expect(svg.length).toBeLessThan(4000);
  });

  it("gives everyone a face of their own", () => {
    const drawings = people.map(([, portrait]) => readFileSync(publicFile(portrait), "utf8"));
    expect(new Set(drawings).size).toBe(drawings.length);
  });

  // The testimonials cycle through the Clients bucket by index, so its name order must match theirs.
  it("lists the Clients bucket in the testimonials' order", async () => {
    const files = await listStorageFolder("storage", "Clients", [], testimonialSettings.avatarListLimit);
    expect(files.map((file) => file.name)).toEqual(
      testimonials.map((testimonial, index) => `${String(index + 1).padStart(2, "0")}-${testimonial.id}.svg`),
    );
  });

  it.each(caseStudies.map((study) => [study.id, study.teamImage] as const))(
    "%s has its own team scene at the reserved size",
    (_id, image) => {
      const svg = readFileSync(publicFile(image.src), "utf8");
      expect(svg).toContain(`width="${image.width}" height="${image.height}"`);
      expect(svg).not.toMatch(/<image|href="http/);
    },
  );
});
