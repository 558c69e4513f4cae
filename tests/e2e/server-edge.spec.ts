import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { astroOnDemandPaths } from "../../app/content/astro-pages";
import { defineBuildTimeGlobals } from "../../build-env";
import { bodyPolicyFor } from "../../server/request-body";
import { hiringRequestBody } from "../support/form-payloads";
import { type RawResponse, rawExchange, rawRequest, rawUpload } from "../support/raw-http";
import { runInboxUser, type ServerProcess, startServerProcess } from "./server-process";

// The built server as its own process, spoken to over raw sockets: the requests here are ones
// browsers and HTTP clients never send, and the process's own log output is part of the check.
// An inbox account is created before it starts (the embedded database allows one process per
// data folder), so the inbox's forms are also tried signed in.
const ADMIN = "admin@latammatch.example";
const FIRST_PASSWORD = "first-password-123";
const PASSWORD = "chosen-password-456";

let server: ServerProcess;
let port: number;
let dataDir: string;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  // Two starts of the embedded database (the account command, then the server).
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(os.tmpdir(), "latammatch-edge-"));
  const added = runInboxUser(dataDir, ["add", ADMIN, "--role", "admin"], `${FIRST_PASSWORD}\n`);
  expect(added.status, added.stderr).toBe(0);
  server = await startServerProcess({ dataDir });
  await server.ready();
  port = Number(new URL(server.baseUrl).port);
});
test.afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const FORM = "application/x-www-form-urlencoded";

const STACK_LINE = /^\s+at /m;
const ABSOLUTE_PATH = /(?:\/work\/|\/home\/|\/tmp\/|\/usr\/|node_modules|file:\/\/)/;

function expectCleanErrorResponse(response: RawResponse) {
  const requestId = response.headers["x-request-id"];
  expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
  expect(response.body).toContain(requestId);
  expect(response.body).not.toMatch(STACK_LINE);
  expect(response.body).not.toMatch(ABSOLUTE_PATH);
  expect(response.body).not.toMatch(/\b(TypeError|Error):/);
  return requestId as string;
}

/** Waits until the process has written a line containing `text` (log lines are written async). */
async function logLineWith(text: string) {
  await expect.poll(() => server.output().includes(text)).toBe(true);
}

test("TRACE, unknown methods and unusable Host headers get 405/400 with an id and no stack", async () => {
  const cases: [string, number][] = [
    ["TRACE / HTTP/1.1\nHost: 127.0.0.1\nConnection: close", 405],
    ["TRACE /api/hiring-requests HTTP/1.1\nHost: 127.0.0.1\nConnection: close", 405],
    ["PURGE /talent HTTP/1.1\nHost: 127.0.0.1\nConnection: close", 405],
    ["SEARCH / HTTP/1.1\nHost: 127.0.0.1\nConnection: close", 405],
    ["OPTIONS / HTTP/1.1\nHost: 127.0.0.1\nConnection: close", 405],
    ["PUT /talent HTTP/1.1\nHost: 127.0.0.1\nContent-Length: 0\nConnection: close", 405],
    ["GET /no-such-page HTTP/1.0", 400],
    ["GET /no-such-page HTTP/1.1\nHost:\nConnection: close", 400],
    ["GET /talent HTTP/1.1\nHost:\nConnection: close", 400],
    ["GET /no-such-page HTTP/1.1\nHost: a b\nConnection: close", 400],
    ["GET http://x/inbox HTTP/1.1\nHost: 127.0.0.1\nConnection: close", 400],
    ["POST http://x/inbox/login HTTP/1.1\nHost: 127.0.0.1\nContent-Length: 0\nConnection: close", 400],
    ["GET * HTTP/1.1\nHost: 127.0.0.1\nConnection: close", 400],
    ["OPTIONS * HTTP/1.1\nHost: 127.0.0.1\nConnection: close", 400],
  ];
  const ids: string[] = [];
  for (const [head, status] of cases) {
    const response = await rawRequest(port, head);
    expect(response.status, head).toBe(status);
    ids.push(expectCleanErrorResponse(response));
  }

  const json = await rawRequest(
    port,
    "SEARCH /api/hiring-requests HTTP/1.1\nHost: 127.0.0.1\nConnection: close",
  );
  expect(json.headers.allow).toBe("POST");
  expect(JSON.parse(json.body)).toEqual({
    error: "Method not allowed.",
    requestId: json.headers["x-request-id"],
  });

  for (const id of ids) await logLineWith(id);
  expect(server.output()).not.toMatch(STACK_LINE);
  expect(server.output()).not.toContain('"frames"');
});

test("a NUL in a query string is a 400 with an id, on the job board's pages and the inbox alike", async () => {
  for (const target of [
    "/jobs?q=%00",
    "/es/jobs?q=%00",
    "/pt-br/jobs?q=a%00b",
    "/jobs/x%00",
    "/inbox/export.csv?kind=hiring-requests&q=%00",
  ]) {
    const response = await rawRequest(port, `GET ${target} HTTP/1.1\nHost: 127.0.0.1\nConnection: close`);
    expect(response.status, target).toBe(400);
    expectCleanErrorResponse(response);
    expect(response.headers["x-content-type-options"], target).toBe("nosniff");
    expect(response.headers["content-security-policy"], target).toContain("default-src 'none'");
  }
  expect(server.output()).not.toMatch(STACK_LINE);
});

test("Node's own refusals (400, 431) carry the headers every other answer does", async () => {
  for (const [head, status] of [
    ["GET / HTTP/1.1\nHost: 127.0.0.1\nBroken header line", 400],
    ["GET / HTTP/1.1", 400],
    [`GET / HTTP/1.1\nHost: 127.0.0.1\nX-Big: ${"a".repeat(20 * 1024)}`, 431],
  ] as const) {
    const response = await rawRequest(port, head);
    expect(response.status, head.slice(0, 40)).toBe(status);
    for (const name of [
      "x-content-type-options",
      "x-frame-options",
      "strict-transport-security",
      "referrer-policy",
      "content-security-policy",
    ]) {
      expect(response.headers[name], `${name} on ${status}`).toBeDefined();
    }
  }
});

test("the form endpoints still answer their own methods", async () => {
  const put = await rawRequest(
    port,
    "PUT /api/hiring-requests HTTP/1.1\nHost: 127.0.0.1\nContent-Type: application/json\nContent-Length: 2\nConnection: close",
    "{}",
  );
  expect(put.status).toBe(405);
  expect(put.headers.allow).toBe("POST");
  expect(JSON.parse(put.body).error).toContain("POST");
});

test("a chunked body megabytes over the size limit gets 413 with the JSON error, not a reset", async () => {
  // A client that writes its whole body before it reads: a reset would lose the answer.
  const result = await rawUpload(
    port,
    "POST /api/hiring-requests HTTP/1.1\nHost: 127.0.0.1\nContent-Type: application/json\nTransfer-Encoding: chunked\nConnection: close",
    { bodyBytes: 4 * 1024 * 1024, chunked: true, readLate: true },
  );
  expect(result.reset).toBe(false);
  expect(result.response?.status).toBe(413);
  expect(JSON.parse(result.response?.body ?? "{}")).toEqual({
    error: "The request body must be at most 32 kB.",
    requestId: result.response?.headers["x-request-id"],
  });
});

test("a huge form post to the inbox is refused with 413 before any login check, and not read", async () => {
  const started = Date.now();
  const result = await rawUpload(
    port,
    `POST /inbox/users HTTP/1.1\nHost: 127.0.0.1\nContent-Type: ${FORM}\nContent-Length: ${300 * 1024 * 1024}\nConnection: close`,
    { bodyBytes: 64 * 1024 * 1024, chunked: false },
  );
  expect(result.response?.status).toBe(413);
  expect(result.response?.body).toContain("The request body must be at most 16 kB.");
  // The server read and dropped a few megabytes after its answer, then closed the connection.
  expect(result.sent).toBeLessThan(32 * 1024 * 1024);
  expect(Date.now() - started).toBeLessThan(10_000);
  expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
});

test("slow headers and a slow body are answered 408 within seconds", async () => {
  test.setTimeout(60_000);
  const started = Date.now();
  const [slowHeaders, slowBody] = await Promise.all([
    rawExchange(port, (socket) => {
      socket.write("GET /talent HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    }),
    rawExchange(port, (socket) => {
      socket.write(
        `POST /inbox/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${FORM}\r\nContent-Length: 100\r\n\r\nemail=`,
      );
    }),
  ]);
  expect(slowHeaders.status).toBe(408);
  expect(slowBody.status).toBe(408);
  expect(Date.now() - started).toBeLessThan(25_000);
});

test("SVGs under /storage are sent with a strict Content-Security-Policy and nosniff", async () => {
  const response = await fetch(`${server.baseUrl}/storage/Clients/01-megan-hart.svg`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("image/svg+xml");
  expect(response.headers.get("content-security-policy")).toBe(
    "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  );
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
});

test("index.html paths redirect to the canonical page, keeping the query", async () => {
  const root = await fetch(`${server.baseUrl}/index.html`, { redirect: "manual" });
  expect(root.status).toBe(301);
  expect(root.headers.get("location")).toBe("/");

  const talent = await fetch(`${server.baseUrl}/talent/index.html?utm_source=mail&x=1`, {
    redirect: "manual",
  });
  expect(talent.status).toBe(301);
  expect(talent.headers.get("location")).toBe("/talent?utm_source=mail&x=1");

  const page = await fetch(`${server.baseUrl}/talent?utm_source=mail&x=1`);
  expect(page.status).toBe(200);
  expect(page.headers.get("content-security-policy")).toContain("script-src");
  // Rendered on request for the job board's openings, cached with the board's pages.
  expect(page.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60");

  const prerendered = await fetch(`${server.baseUrl}/ai-matching/index.html`, { redirect: "manual" });
  expect(prerendered.headers.get("location")).toBe("/ai-matching");
  const file = await fetch(`${server.baseUrl}/ai-matching`);
  expect(file.headers.get("content-security-policy")).toContain("script-src");
  expect(file.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
});

test("a trailing slash leads for good to the page's own address, keeping the query, and never off the site", async () => {
  const get = (target: string) =>
    rawRequest(port, `GET ${target} HTTP/1.1\nHost: 127.0.0.1\nConnection: close`);
  const redirects: [target: string, location: string][] = [
    ["/about/", "/about"], // prerendered
    ["/jobs/", "/jobs"], // rendered on request
    ["/unsubscribe/", "/unsubscribe"], // rendered on request, outside the job board
    ["/es/candidates/developers/", "/es/candidates/developers"], // a localised page
    ["/pt-br/jobs/prompt-engineer/", "/pt-br/jobs/prompt-engineer"], // a job page
    ["/jobs/?category=developers&page=1", "/jobs?category=developers&page=1"],
    ["/talent//?utm_source=mail", "/talent?utm_source=mail"],
    // A language's root is that language's candidate landing page.
    ["/es", "/es/talent"],
    ["/es/", "/es/talent"],
    ["/pt-br/?ref=x", "/pt-br/talent?ref=x"],
    // Hostile paths stay on this site.
    ["//evil.example/", "/evil.example"],
    ["///evil.example//", "/evil.example"],
    ["/\\evil.example/", "/evil.example"],
    ["/%2F%2Fevil.example/", "/%2F%2Fevil.example"],
  ];
  for (const [target, location] of redirects) {
    const response = await get(target);
    expect(response.status, target).toBe(301);
    expect(response.headers.location, target).toBe(location);
    expect(new URL(response.headers.location ?? "", server.baseUrl).host, target).toBe(
      new URL(server.baseUrl).host,
    );
  }
  // Each address it leads to is a page, answered at once; the root is left as it is.
  for (const target of [
    "/about",
    "/jobs?category=developers&page=1",
    "/es/talent",
    "/pt-br/jobs/prompt-engineer",
    "/",
  ]) {
    expect((await get(target)).status, target).toBe(200);
  }
  // HEAD as GET; a form's POST is never turned into a GET.
  const head = await rawRequest(port, "HEAD /about/ HTTP/1.1\nHost: 127.0.0.1\nConnection: close");
  expect(head.status).toBe(301);
  const post = await rawRequest(
    port,
    `POST /about/ HTTP/1.1\nHost: 127.0.0.1\nOrigin: ${server.baseUrl}\nContent-Type: ${FORM}\nContent-Length: 3\nConnection: close`,
    "a=1",
  );
  expect(post.status).not.toBe(301);
  expect(post.status).toBeLessThan(500);
});

test("X-Forwarded-For without TRUST_PROXY logs one warning, once", async () => {
  for (let i = 0; i < 3; i += 1) {
    const response = await fetch(`${server.baseUrl}/talent`, {
      headers: { "X-Forwarded-For": "203.0.113.50" },
    });
    expect(response.status).toBe(200);
  }
  await logLineWith("TRUST_PROXY does not trust");
  expect(server.output().split("TRUST_PROXY does not trust")).toHaveLength(2);
  expect(server.output()).not.toContain("203.0.113.50");
});

interface Session {
  cookie: string;
  csrf: string;
}
let session: Session | undefined;

const form = (values: Record<string, string>) => Buffer.from(new URLSearchParams(values).toString());
const cookieOf = (response: Response) => response.headers.get("set-cookie")?.split(";")[0] ?? "";

async function csrfOn(pathname: string, cookie: string): Promise<string> {
  const html = await (await fetch(`${server.baseUrl}${pathname}`, { headers: { Cookie: cookie } })).text();
  const csrf = /name="csrf" value="([^"]+)"/.exec(html)?.[1];
  expect(csrf, `no CSRF token on ${pathname}`).toBeTruthy();
  return csrf as string;
}

function login(password: string, next = "/inbox") {
  return fetch(`${server.baseUrl}/inbox/login`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: server.baseUrl, "Content-Type": FORM },
    body: form({ email: ADMIN, password, next }),
  });
}

test("signing in still works through the body policy, and a login's bad next is ignored", async () => {
  const first = await login(FIRST_PASSWORD);
  expect(first.status).toBe(302);
  expect(first.headers.get("location")).toBe("/inbox/password");
  const cookie = cookieOf(first);
  const csrf = await csrfOn("/inbox/password", cookie);
  const chosen = await fetch(`${server.baseUrl}/inbox/password`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: server.baseUrl, "Content-Type": FORM, Cookie: cookie },
    body: form({ csrf, current: FIRST_PASSWORD, password: PASSWORD, confirm: PASSWORD }),
  });
  expect(chosen.status).toBe(302);
  expect(chosen.headers.get("location")).toBe("/inbox");
  session = { cookie, csrf };

  for (const next of ["/inbox\r\nSet-Cookie: evil=1", "/inbox/users\n", "//evil.example/inbox"]) {
    const response = await login(PASSWORD, next);
    expect(response.status, JSON.stringify(next)).toBe(302);
    expect(response.headers.get("location")).toBe("/inbox");
    expect(response.headers.get("set-cookie")).not.toContain("evil");
  }
  const kept = await login(PASSWORD, "/inbox/users?x=1");
  expect(kept.headers.get("location")).toBe("/inbox/users?x=1");
});

test("behind a TLS proxy with TRUST_PROXY=0, a login posted from SITE_ORIGIN is accepted", async () => {
  // What the server sees behind a proxy that terminates TLS: plain HTTP, the public Host, and
  // the browser's https Origin.
  const post = (origin: string, password: string) =>
    rawRequest(
      port,
      [
        "POST /inbox/login HTTP/1.1",
        "Host: latammatch.example",
        `Origin: ${origin}`,
        `Content-Type: ${FORM}`,
        `Content-Length: ${form({ email: ADMIN, password }).length}`,
        "Connection: close",
      ].join("\n"),
      form({ email: ADMIN, password }).toString(),
    );
  const signedIn = await post("https://latammatch.example", PASSWORD);
  expect(signedIn.status).toBe(302);
  expect(signedIn.headers.location).toBe("/inbox");
  expect(signedIn.headers["set-cookie"]).toMatch(/^inbox_session=.+; .*Secure/);
  expect((await post("https://latammatch.example", "wrong-password-000")).status).toBe(401);

  const foreign = await post("https://evil.example", PASSWORD);
  expect(foreign.status).toBe(403);
  const requestId = expectCleanErrorResponse(foreign);
  await logLineWith(requestId);
  const line = server
    .output()
    .split("\n")
    .find((text) => text.includes(requestId));
  expect(JSON.parse(line ?? "{}")).toMatchObject({ level: "warn", status: 403 });
  expect(server.output()).not.toContain('"frames"');
  expect(server.output()).not.toContain('"level":"error"');
});

/**
 * Every route with an action, from the route tables the server answers with (the site's endpoints
 * and the inbox's build), and every Astro page rendered on request (each answers its own
 * methods), as URLs to try.
 */
async function actionUrls(leadId: string): Promise<string[]> {
  const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
  const params: Record<string, string> = { kind: "hiring-requests", id: leadId, bucket: "Clients" };
  const paths: string[] = [];
  const inboxBuild = path.join(buildDir, "inbox", "server", "index.js");
  // The endpoints' modules read the values the build inlines, as the server run from source does.
  defineBuildTimeGlobals();
  const { SITE_ROUTES } = await import("../../server/site-endpoints");
  const tables = [SITE_ROUTES, ((await import(inboxBuild)) as { routes: typeof SITE_ROUTES }).routes];
  for (const routes of tables) {
    const fullPath = (id: string | undefined): string => {
      const route = id ? routes[id] : undefined;
      if (!route) return "";
      return [fullPath(route.parentId), route.path ?? ""].filter(Boolean).join("/");
    };
    paths.push(
      ...Object.values(routes)
        .flatMap((route) => (route?.module.action ? [route] : []))
        .map(
          (route) => `/${fullPath(route.id).replace(/:(\w+)/g, (_, name: string) => params[name] ?? "x")}`,
        ),
    );
  }
  // The logout ends the session the other cases use: it goes last.
  paths.sort((a, b) => Number(a === "/inbox/logout") - Number(b === "/inbox/logout"));
  expect(paths).toContain("/inbox/users");
  // React Router's data requests (the inbox's; elsewhere the not-found page) are tried too; page
  // links carry their token in the query.
  const query = (pathname: string) =>
    /^\/(unsubscribe|subscriptions\/confirm|book-a-call\/)/.test(pathname) ? "?token=x" : "";
  return [
    ...[...astroOnDemandPaths].map((pathname) => `${pathname}${query(pathname)}`),
    ...paths.flatMap((pathname) => [`${pathname}${query(pathname)}`, `${pathname}.data${query(pathname)}`]),
  ];
}

async function createLead(): Promise<string> {
  const { token } = (await (await fetch(`${server.baseUrl}/api/form-token?form=hiringRequest`)).json()) as {
    token: string;
  };
  const response = await fetch(`${server.baseUrl}/api/hiring-requests`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.baseUrl },
    body: JSON.stringify(hiringRequestBody(token, { additionalInfo: "Two senior engineers" })),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

test("fuzzing every form action, signed in and not, gives no 5xx and no error in the log", async () => {
  test.setTimeout(300_000);
  expect(session, "the sign-in test runs first").toBeDefined();
  const { cookie, csrf } = session as Session;
  const urls = await actionUrls(await createLead());
  const logBefore = server.output().length;

  const boundary = "----fuzz7MA4YWxkTrZu0gW";
  const multipart = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n--${boundary}--\r\n`;
  const contentTypes: (string | null)[] = [
    null,
    "text/plain",
    "application/json",
    FORM,
    `${FORM}; charset=UTF-8`,
    `multipart/form-data; boundary=${boundary}`,
    'multipart/form-data; boundary="\u00ff garbage"',
    "multipart/form-data",
    "application/octet-stream",
    "application/x-www-form-urlencoded, text/plain",
  ];
  const bodies: [string, Buffer][] = [
    ["empty", Buffer.alloc(0)],
    ["odd keys", Buffer.from(`__proto__[admin]=1&constructor=2&toString=3&hasOwnProperty=4&csrf=${csrf}`)],
    [
      "odd values",
      form({
        csrf,
        intent: "__proto__",
        email: "constructor",
        role: "__proto__",
        userId: "toString",
        id: "__proto__",
        status: "constructor",
        owner: "__proto__",
        note: "",
        code: "000000",
        password: "constructor",
      }),
    ],
    ["bad escapes", Buffer.from("%&%ZZ=%E0%A4%A&==&a=%00%0D%0A")],
    ["json", Buffer.from('{"__proto__":{"admin":true},"constructor":{"prototype":{}}}')],
    ["multipart", Buffer.from(multipart("__proto__", "x"))],
    ["binary", Buffer.from([0, 255, 254, 13, 10, 13, 10, 45, 45, 0x80, 0xc3])],
    ["20 kB", Buffer.from(`a=${"b".repeat(20 * 1024)}`)],
    ["80 kB", Buffer.from(`a=${"b".repeat(80 * 1024)}`)],
  ];
  type Case = { url: string; method: string; headers: Record<string, string>; body: Buffer; label: string };
  const cases: Case[] = [];
  for (const url of urls) {
    for (const signedIn of [false, true]) {
      const auth: Record<string, string> = signedIn ? { Cookie: cookie } : {};
      const base = { Origin: server.baseUrl, Accept: "text/html,application/json", ...auth };
      for (const type of contentTypes) {
        for (const [name, body] of bodies) {
          const headers = type === null ? base : { ...base, "Content-Type": type };
          cases.push({ url, method: "POST", headers, body, label: `${name} as ${type}` });
        }
      }
      for (const method of ["PUT", "PATCH", "DELETE", "PROPFIND", "OPTIONS"]) {
        cases.push({
          url,
          method,
          headers: { ...base, "Content-Type": FORM },
          body: form({ csrf }),
          label: method,
        });
      }
      cases.push({ url, method: "DELETE", headers: base, body: Buffer.alloc(0), label: "DELETE, no body" });
      const foreign = { ...base, Origin: "https://evil.example", "Content-Type": FORM };
      cases.push({ url, method: "POST", headers: foreign, body: form({ csrf }), label: "foreign origin" });
    }
  }

  const statuses = new Map<number, number>();
  const failures: string[] = [];
  const expectStatus = (item: Case, status: number) => {
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    if (status >= 500) failures.push(`${status} ${item.method} ${item.url} ${item.label}`);
    const type = item.headers["Content-Type"]?.split(";")[0];
    // The API's types come from the body policy (JSON, or multipart for the résumé upload).
    const takes: readonly string[] = item.url.startsWith("/api/")
      ? bodyPolicyFor(new URL(item.url, server.baseUrl).pathname).types
      : [FORM, "multipart/form-data"];
    if (item.method === "POST" && item.headers.Origin === server.baseUrl && !takes.includes(type ?? "")) {
      if (status !== 415) failures.push(`expected 415, got ${status}: ${item.url} ${item.label}`);
    }
    // A form above its route's limit (server/request-body.ts) is refused before anything reads it.
    const limit = bodyPolicyFor(new URL(item.url, server.baseUrl).pathname).maxBytes;
    const tooLarge = item.body.length > limit && type === FORM && !item.url.startsWith("/api/");
    if (item.method === "POST" && item.headers.Origin === server.baseUrl && tooLarge && status !== 413) {
      failures.push(`expected 413, got ${status}: ${item.url} ${item.label}`);
    }
  };
  const queue = [...cases];
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      for (let item = queue.shift(); item; item = queue.shift()) {
        const response = await fetch(`${server.baseUrl}${item.url}`, {
          method: item.method,
          headers: item.headers,
          body: new Uint8Array(item.body),
          redirect: "manual",
        });
        await response.arrayBuffer();
        expectStatus(item, response.status);
      }
    }),
  );

  // Chunked bodies and methods no HTTP client sends, over raw sockets.
  for (const url of urls.filter((url) => !url.includes(".data"))) {
    const head = (method: string, type: string) =>
      `${method} ${url} HTTP/1.1\nHost: 127.0.0.1\nCookie: ${cookie}\nContent-Type: ${type}\nTransfer-Encoding: chunked\nConnection: close`;
    const small = await rawUpload(port, head("POST", FORM), { bodyBytes: 3, chunked: true });
    const large = await rawUpload(port, head("POST", FORM), { bodyBytes: 200 * 1024, chunked: true });
    const trace = await rawRequest(port, `TRACE ${url} HTTP/1.1\nHost: 127.0.0.1\nConnection: close`);
    for (const [label, status] of [
      ["chunked", small.response?.status],
      ["chunked 200 kB", large.response?.status],
      ["TRACE", trace.status],
    ] as const) {
      statuses.set(status ?? 0, (statuses.get(status ?? 0) ?? 0) + 1);
      if (status === undefined || status >= 500) failures.push(`${status} ${label} ${url}`);
    }
    const limit = bodyPolicyFor(new URL(url, server.baseUrl).pathname).maxBytes;
    if (!url.startsWith("/api/") && 200 * 1024 > limit && large.response?.status !== 413) {
      failures.push(`expected 413 for a chunked 200 kB body, got ${large.response?.status}: ${url}`);
    }
  }

  console.log(`${cases.length} fuzz requests; statuses: ${JSON.stringify(Object.fromEntries(statuses))}`);
  expect(failures).toEqual([]);
  const log = server.output().slice(logBefore);
  expect(log).not.toContain('"level":"error"');
  expect(log).not.toContain('"frames"');
  expect(log).not.toMatch(STACK_LINE);
});
