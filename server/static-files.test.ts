import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { Agent, request, type Server } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompress } from "../scripts/precompress.mjs";
import { testEnv } from "../tests/support/integration";
import { createApp, type SitePageRenderer } from "./app";
import type { AppServices } from "./load-context";
import { createLogger } from "./logger.server";

// ---------------------------------------------------------------------------------------------
// The whole app on a small client build, precompressed by the build step itself.

const root = mkdtempSync(path.join(os.tmpdir(), "static-files-"));
const clientDir = path.join(root, "client");
const SECRET = "outside-the-client-folder";
const write = (relative: string, content: string | Buffer) => {
  mkdirSync(path.dirname(path.join(clientDir, relative)), { recursive: true });
  writeFileSync(path.join(clientDir, relative), content);
};
const paragraphs = (label: string) =>
  Array.from({ length: 80 }, (_, i) => `<p>${label} paragraph ${i} about remote engineers</p>`).join("");
const HOME = `<!DOCTYPE html><html><head><script>window.ready=1</script></head><body>${paragraphs("home")}</body></html>`;
const STACK = `<!DOCTYPE html><html><body>${paragraphs("backend")}</body></html>`;
const SCRIPT = `export const items = [${Array.from({ length: 200 }, (_, i) => `"item-${i}"`).join(",")}];`;
const PNG = Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 7919) % 256));

/** Stands for Astro's renderer: its not-found page for every path no file or page answers. */
const sitePages: SitePageRenderer = (_req, res) => {
  res.writeHead(404, { "Content-Type": "text/plain" });
  res.end("not found");
};

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

let server: Server;
let port: number;
const sockets: Socket[] = [];

/** The request exactly as written (no URL normalization, unlike fetch), on its own connection. */
function get(
  requestPath: string,
  headers: Record<string, string> = {},
  method = "GET",
  agent?: Agent,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request(
      { host: "127.0.0.1", port, path: requestPath, method, headers, agent: agent ?? false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on("error", reject);
      },
    )
      .on("error", reject)
      .end();
  });
}

const decoded = (answer: Answer) => {
  const encoding = answer.headers["content-encoding"];
  if (encoding === "br") return zlib.brotliDecompressSync(answer.body).toString("utf8");
  if (encoding === "gzip") return zlib.gunzipSync(answer.body).toString("utf8");
  return answer.body.toString("utf8");
};

beforeAll(async () => {
  writeFileSync(path.join(root, "secret.txt"), SECRET);
  write("index.html", HOME);
  write("candidates/developers/backend/index.html", STACK);
  write("_astro/app-Ab12Cd.js", SCRIPT);
  write("_astro/tiny-Ef34.js", "export {};");
  write("images/photo.png", PNG);
  write("about.data", `[${Array.from({ length: 300 }, (_, i) => `"route-data-${i}"`).join(",")}]`);
  write(".env", SECRET);
  await precompress(clientDir);

  const services = { env: testEnv({ DATA_DIR: path.join(root, "data") }) } as AppServices;
  const app = createApp({ services, siteDir: clientDir, sitePages, log: createLogger({ level: "silent" }) });
  server = await new Promise<Server>((resolve) => {
    const started = app.listen(0, "127.0.0.1", () => resolve(started));
  });
  server.on("connection", (socket) => sockets.push(socket));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(root, { recursive: true, force: true });
});

describe("the build's precompressed copies", () => {
  it("are written beside text files of 1 kB or more, smaller than the file, and decode to it", () => {
    for (const file of ["index.html", "_astro/app-Ab12Cd.js", "about.data"]) {
      const original = readFileSync(path.join(clientDir, file));
      const br = readFileSync(path.join(clientDir, `${file}.br`));
      const gz = readFileSync(path.join(clientDir, `${file}.gz`));
      expect(br.length).toBeLessThan(original.length);
      expect(gz.length).toBeLessThan(original.length);
      expect(zlib.brotliDecompressSync(br).equals(original)).toBe(true);
      expect(zlib.gunzipSync(gz).equals(original)).toBe(true);
    }
  });

  it("are not written for small files or images, and a rerun drops stale ones", async () => {
    write("_astro/tiny-Ef34.js.br", "stale");
    await precompress(clientDir);
    for (const file of ["_astro/tiny-Ef34.js", "images/photo.png"]) {
      expect(() => readFileSync(path.join(clientDir, `${file}.br`))).toThrow();
      expect(() => readFileSync(path.join(clientDir, `${file}.gz`))).toThrow();
    }
  });
});

describe("serving the client build", () => {
  it("sends a page's brotli copy to a browser, with its length, strong ETag, CSP and every header", async () => {
    const answer = await get("/candidates/developers/backend", {
      "Accept-Encoding": "gzip, deflate, br, zstd",
    });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    expect(
      answer.body.equals(readFileSync(path.join(clientDir, "candidates/developers/backend/index.html.br"))),
    ).toBe(true);
    expect(decoded(answer)).toBe(STACK);
    expect(answer.headers.vary).toContain("Accept-Encoding");
    expect(answer.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(answer.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(answer.headers["content-security-policy"]).toContain("script-src 'self';");
    expect(answer.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(answer.headers["x-frame-options"]).toBe("DENY");

    const home = await get("/", { "Accept-Encoding": "br" });
    expect(decoded(home)).toBe(HOME);
    expect(home.headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-[^']+'/);
  });

  it("sends gzip, or the file itself, to clients that do not take brotli, and never a .br file", async () => {
    const cases: [Record<string, string>, string | undefined][] = [
      [{ "Accept-Encoding": "gzip" }, "gzip"],
      [{ "Accept-Encoding": "br;q=0, gzip" }, "gzip"],
      [{ "Accept-Encoding": "gzip;q=1, br;q=0.5" }, "gzip"],
      [{ "Accept-Encoding": "identity" }, undefined],
      // compression() would deflate the page on the fly for this one.
      [{ "Accept-Encoding": "deflate" }, undefined],
      [{ "Accept-Encoding": "*;q=0" }, undefined],
      [{}, undefined],
    ];
    const fileOf: Record<string, string> = {
      "/candidates/developers/backend": "candidates/developers/backend/index.html",
      "/_astro/app-Ab12Cd.js": "_astro/app-Ab12Cd.js",
      "/about.data": "about.data",
    };
    for (const [headers, encoding] of cases) {
      for (const file of Object.keys(fileOf)) {
        const answer = await get(file, headers);
        expect(answer.status, `${file} ${JSON.stringify(headers)}`).toBe(200);
        expect(answer.headers["content-encoding"], `${file} ${JSON.stringify(headers)}`).toBe(encoding);
        expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
        expect(answer.headers.vary).toContain("Accept-Encoding");
        if (!encoding)
          expect(answer.body.equals(readFileSync(path.join(clientDir, fileOf[file] ?? file)))).toBe(true);
      }
    }
    // The copies themselves are no URLs of the site.
    for (const copy of [
      "/_astro/app-Ab12Cd.js.br",
      "/_astro/app-Ab12Cd.js.gz",
      "/index.html.br",
      "/about.data.br",
    ]) {
      const answer = await get(copy, { "Accept-Encoding": "identity" });
      expect(answer.status, copy).toBe(404);
    }
  });

  it("gives each copy its own ETag and answers a matching If-None-Match with 304, on GET and HEAD", async () => {
    const page = "/candidates/developers/backend";
    const br = await get(page, { "Accept-Encoding": "br" });
    const gzip = await get(page, { "Accept-Encoding": "gzip" });
    const identity = await get(page);
    const tags = [br, gzip, identity].map((answer) => answer.headers.etag);
    expect(new Set(tags).size).toBe(3);

    for (const method of ["GET", "HEAD"]) {
      const notModified = await get(
        page,
        { "Accept-Encoding": "br", "If-None-Match": String(br.headers.etag) },
        method,
      );
      expect(notModified.status).toBe(304);
      expect(notModified.body.length).toBe(0);
      expect(notModified.headers.etag).toBe(br.headers.etag);
      expect(notModified.headers.vary).toContain("Accept-Encoding");
      expect(notModified.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    }
    // Weak comparison, and a list of tags, as browsers and CDNs send them.
    const weak = await get(page, { "Accept-Encoding": "br", "If-None-Match": `"x", W/${br.headers.etag}` });
    expect(weak.status).toBe(304);
    // The gzip copy's tag does not stand for the brotli copy.
    const other = await get(page, { "Accept-Encoding": "br", "If-None-Match": String(gzip.headers.etag) });
    expect(other.status).toBe(200);
    expect(other.headers["content-encoding"]).toBe("br");
  });

  it("answers HEAD with the headers of GET and no body", async () => {
    for (const file of ["/", "/_astro/app-Ab12Cd.js", "/images/photo.png"]) {
      const got = await get(file, { "Accept-Encoding": "br" });
      const head = await get(file, { "Accept-Encoding": "br" }, "HEAD");
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      for (const name of [
        "content-length",
        "content-type",
        "content-encoding",
        "etag",
        "cache-control",
        "vary",
      ]) {
        expect(head.headers[name], `${file} ${name}`).toEqual(got.headers[name]);
      }
    }
  });

  it("caches hashed assets for good and other files for an hour, with their types", async () => {
    const script = await get("/_astro/app-Ab12Cd.js", { "Accept-Encoding": "br" });
    expect(script.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(script.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(decoded(script)).toBe(SCRIPT);

    const tiny = await get("/_astro/tiny-Ef34.js", { "Accept-Encoding": "br, gzip" });
    expect(tiny.headers["content-encoding"]).toBeUndefined();
    expect(tiny.body.toString()).toBe("export {};");

    const image = await get("/images/photo.png", { "Accept-Encoding": "br, gzip" });
    expect(image.headers["cache-control"]).toBe("public, max-age=3600");
    expect(image.headers["content-type"]).toBe("image/png");
    expect(image.headers["content-encoding"]).toBeUndefined();
    expect(image.headers.vary).toBeUndefined();
    expect(image.body.equals(PNG)).toBe(true);

    const data = await get("/about.data", { "Accept-Encoding": "gzip" });
    expect(data.headers["content-type"]).toBe("application/octet-stream");
    expect(data.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("serves one byte range of the copy the client gets, and 416 for none", async () => {
    const partial = await get("/images/photo.png", { Range: "bytes=10-19" });
    expect(partial.status).toBe(206);
    expect(partial.headers["content-range"]).toBe(`bytes 10-19/${PNG.length}`);
    expect(partial.body.equals(PNG.subarray(10, 20))).toBe(true);

    const outside = await get("/images/photo.png", { Range: `bytes=${PNG.length + 10}-` });
    expect(outside.status).toBe(416);
    expect(outside.headers["content-range"]).toBe(`bytes */${PNG.length}`);

    const stale = await get("/images/photo.png", { Range: "bytes=0-9", "If-Range": '"another"' });
    expect(stale.status).toBe(200);
    expect(stale.body.length).toBe(PNG.length);
  });

  it("never reaches a file outside the client folder, a dotfile or a copy through a crafted path", async () => {
    const attempts = [
      "/../secret.txt",
      "/_astro/../../secret.txt",
      "/_astro/%2e%2e/%2e%2e/secret.txt",
      "/%2e%2e%2fsecret.txt",
      "/..%2f..%2fsecret.txt",
      "/_astro/..%5c..%5csecret.txt",
      "/%252e%252e/secret.txt",
      "/_astro/%2e%2e%2f%2e%2e%2fsecret.txt",
      "/.env",
      "/%2eenv",
      "/images/photo.png%00.txt",
      "/_astro/app-Ab12Cd.js%2fx",
    ];
    for (const attempt of attempts) {
      const answer = await get(attempt);
      expect(answer.status, attempt).toBeGreaterThanOrEqual(400);
      expect(answer.status, attempt).toBeLessThan(500);
      expect(answer.body.toString("latin1"), attempt).not.toContain(SECRET);
    }
    // Broken percent-encoding is a client error, not a server one.
    const broken = await get("/_astro/%E0%A4%A");
    expect(broken.status).toBeGreaterThanOrEqual(400);
    expect(broken.status).toBeLessThan(500);
    // An encoded name of a real file is that file.
    const encoded = await get("/_astro/app%2DAb12Cd.js");
    expect(encoded.status).toBe(200);
  });

  it("still sends an index.html path to its page", async () => {
    const answer = await get("/candidates/developers/backend/index.html?utm_source=mail");
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe("/candidates/developers/backend?utm_source=mail");
  });

  it("answers many requests on one keep-alive connection without piling up listeners on it", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const before = sockets.length;
    for (let i = 0; i < 30; i += 1) {
      const answer = await get(
        i % 2 ? "/" : "/_astro/app-Ab12Cd.js",
        { "Accept-Encoding": "br" },
        "GET",
        agent,
      );
      expect(answer.status).toBe(200);
    }
    agent.destroy();
    const used = sockets.slice(before);
    expect(used).toHaveLength(1);
    expect(used[0]?.listenerCount("close")).toBeLessThan(5);
  });
});
