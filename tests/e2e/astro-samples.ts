import { astroPagePaths } from "../../app/content/astro-pages";

const candidatePage = /^(\/es|\/pt-br)?\/(talent|ai-matching|candidates)(\/|$)/;

/**
 * The pages Astro builds, with a sample of the candidate pages standing for their 123 versions
 * (three locales, every category and stack: one template each).
 */
export const astroSamplePaths: readonly string[] = [
  ...[...astroPagePaths].filter((path) => !candidatePage.test(path)),
  "/talent",
  "/ai-matching",
  "/candidates",
  "/candidates/developers",
  "/candidates/developers/backend",
  "/es/talent",
  "/es/candidates/sales",
  "/pt-br/candidates/developers/backend",
];
