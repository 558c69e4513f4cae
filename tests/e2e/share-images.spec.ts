import type { APIRequestContext } from "@playwright/test";
import { DEFAULT_SITE_ORIGIN } from "../../build-env";
import { expect, test } from "./fixtures";

const origin = (process.env.SITE_ORIGIN ?? DEFAULT_SITE_ORIGIN).replace(/\/+$/, "");
const metaContent = (html: string, attribute: "name" | "property", key: string) =>
  html.match(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`))?.[1];

/** Width and height from a PNG's IHDR chunk, or undefined when the bytes are no PNG. */
function pngSize(png: Buffer): { width: number; height: number } | undefined {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!png.subarray(0, 8).equals(signature) || png.subarray(12, 16).toString("latin1") !== "IHDR")
    return undefined;
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** The site path of an absolute URL on the site's origin. */
function sitePath(url: string): string {
  expect(url.startsWith(`${origin}/`), url).toBe(true);
  return url.slice(origin.length);
}

/** `items` mapped `limit` at a time: the pages rendered on request take the server's render slots. */
async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  map: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await map(items[index] as T);
      }
    }),
  );
  return results;
}

async function imageOf(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  return {
    path,
    image: metaContent(html, "property", "og:image") ?? "",
    twitter: metaContent(html, "name", "twitter:image"),
    width: metaContent(html, "property", "og:image:width"),
    height: metaContent(html, "property", "og:image:height"),
    alt: metaContent(html, "property", "og:image:alt"),
  };
}

test("every page of the sitemap shows its own 1200×630 share image, served with an ETag", async ({
  request,
}) => {
  test.setTimeout(240_000);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const pagePaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = ""]) =>
    sitePath(loc.replace(/&amp;/g, "&")),
  );
  expect(pagePaths.length).toBeGreaterThan(100);

  const heads = await mapLimited(pagePaths, 4, (path) => imageOf(request, path));
  for (const head of heads) {
    expect(head.image, `${head.path} og:image`).toMatch(new RegExp(`^${origin}/og/.+\\.png$`));
    expect(head.twitter, `${head.path} twitter:image`).toBe(head.image);
    expect([head.width, head.height], `${head.path} og:image size`).toEqual(["1200", "630"]);
    expect(head.alt, `${head.path} og:image:alt`).toBeTruthy();
  }
  // Each page has an image of its own, but for the board's openings, which show their listing's.
  const opening = (path: string) => /^(?:\/(?:es|pt-br))?\/jobs\/[^/]+$/.test(path);
  for (const head of heads.filter((entry) => !opening(entry.path))) {
    const own = head.path === "/" ? "/og/index.png" : `/og${head.path}.png`;
    expect(sitePath(head.image), head.path).toBe(own);
  }
  for (const head of heads.filter((entry) => opening(entry.path))) {
    const listing = head.path.replace(/\/jobs\/[^/]+$/, "/jobs");
    expect(sitePath(head.image), head.path).toBe(`/og${listing}.png`);
  }

  const images = [...new Set(heads.map((head) => sitePath(head.image)))];
  const drawn = await mapLimited(images, 4, async (path) => {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-type"], path).toBe("image/png");
    const etag = response.headers().etag;
    expect(etag, `${path} ETag`).toBeTruthy();
    const body = await response.body();
    expect(pngSize(body), path).toEqual({ width: 1200, height: 630 });
    return { path, body, etag: etag ?? "" };
  });

  // A crawler that has the image already is answered without it.
  const [first] = drawn;
  if (!first) throw new Error("no image");
  const revalidated = await request.get(first.path, { headers: { "If-None-Match": first.etag } });
  expect(revalidated.status()).toBe(304);

  // The Spanish and Portuguese pages say their title in their language: their images differ.
  const bytesOf = (path: string) => drawn.find((image) => image.path === path)?.body;
  for (const path of [
    "/og/es/talent.png",
    "/og/pt-br/talent.png",
    "/og/es/candidates/developers/backend.png",
  ]) {
    const english = bytesOf(path.replace(/^\/og\/(?:es|pt-br)\//, "/og/"));
    expect(english, path).toBeDefined();
    expect(bytesOf(path)?.equals(english ?? Buffer.alloc(0)), path).toBe(false);
  }
});
