/**
 * /og/{page}.png: each page's share image, drawn once at build time and served as a file with its
 * ETag (server/static-files.ts). The list is the pages seo() points at (site/lib/share-images.ts);
 * docs/decisions/009-share-images.md says why the job board's openings show their listing's.
 */
import type { APIRoute, GetStaticPaths } from "astro";
import { shareImagePath } from "~/content/share-images";
import { shareImagePng, shareImageSvg } from "../../lib/share-image";
import { type ShareImagePage, shareImagePages } from "../../lib/share-images";

export const prerender = true;

export const getStaticPaths = (() =>
  shareImagePages().map((page) => ({
    // "/og/es/talent.png" → "es/talent"
    params: { image: shareImagePath(page.path).slice("/og/".length, -".png".length) },
    props: page,
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<ShareImagePage> = async ({ props }) => {
  const png = shareImagePng(await shareImageSvg(props));
  return new Response(new Uint8Array(png), { headers: { "Content-Type": "image/png" } });
};
