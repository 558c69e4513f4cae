/**
 * Each page's own share image (Open Graph and X card): 1200×630, its title in its language,
 * drawn at build time (site/pages/og/[...image].png.ts). This module knows where each one lives
 * and which pages have one; seo() points a page at it. See docs/decisions/009-share-images.md.
 */
import { hasTranslations, LOCALES, localizePath } from "../lib/i18n/locales";
import { staticPagePaths } from "./pages";
import { site } from "./site";

export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

/** A page's social image: where it is and what it shows. */
export interface ShareImage {
  /** Site path (or absolute URL) of the image. */
  path: string;
  alt: string;
  /** Known for the images the build draws; absent for an image from elsewhere. */
  width?: number;
  height?: number;
}

/** The job board's listing, the one page of the board a build knows. */
export const JOB_BOARD_PATH = "/jobs";

/** Where a page's image is written and served: "/" → "/og/index.png", "/es/talent" → "/og/es/talent.png". */
export function shareImagePath(pagePath: string): string {
  return `/og/${pagePath === "/" ? "index" : pagePath.replace(/^\/+/, "")}.png`;
}

/**
 * The title as the image prints it: the brand stands on the image on its own, so a part of the
 * title that is only the brand ("… | LatamMatch") is left out; the first part is the headline and
 * any other part its second line.
 */
export function shareHeadline(title: string): { headline: string; subline?: string } {
  const parts = title
    .split(" | ")
    .map((part) => part.trim())
    .filter((part) => part && part !== site.name);
  const [headline = site.name, ...rest] = parts;
  return rest.length ? { headline, subline: rest.join(" · ") } : { headline };
}

/** The text of a share image for its alt: the brand, then the title's own words. */
function shareImageAlt(title: string): string {
  const { headline, subline } = shareHeadline(title);
  const words = subline ? `${headline}, ${subline}` : headline;
  return words.includes(site.name) ? words : `${site.name}: ${words}`;
}

/** The image drawn for the page at `pagePath` (its own path, locale prefix included), with `title`. */
export function shareImageOf(pagePath: string, title: string): ShareImage {
  return {
    path: shareImagePath(pagePath),
    alt: shareImageAlt(title),
    width: SHARE_IMAGE_WIDTH,
    height: SHARE_IMAGE_HEIGHT,
  };
}

let builtPaths: ReadonlySet<string> | undefined;

/**
 * The pages whose image the build draws, by their own path: every static, category and stack
 * page, the translated candidate pages and the job board's listing in each language. An opening
 * of the board is published without a build and shows its listing's image.
 */
export function pagesWithShareImages(): ReadonlySet<string> {
  builtPaths ??= new Set(
    [...staticPagePaths(), JOB_BOARD_PATH].flatMap((path) =>
      hasTranslations(path) ? LOCALES.map((locale) => localizePath(path, locale)) : [path],
    ),
  );
  return builtPaths;
}

/** The image of the page at `pagePath`, or undefined when the build draws none for it. */
export function builtShareImage(pagePath: string, title: string): ShareImage | undefined {
  return pagesWithShareImages().has(pagePath) ? shareImageOf(pagePath, title) : undefined;
}
