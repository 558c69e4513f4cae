import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express, { type Request, type Response } from "express";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { NUL_REFUSED } from "../app/features/submissions/http-guards.server";
import { rawRequest } from "../tests/support/raw-http";
import {
  actionPathTest,
  allowedActionHosts,
  allowMethods,
  isUsableHost,
  refuseForeignOrigins,
  refuseNulInTarget,
  requireOriginFormTarget,
  requireUsableHost,
} from "./edge-guards";
import { handleErrors } from "./error-handler";
import { canonicalPathOfIndexFile, redirectIndexFiles } from "./index-html-redirect";
import { createLogger } from "./logger.server";
import {
  FORWARDED_ONLY_WARNING,
  hopCountExposureWarning,
  UNTRUSTED_PROXY_WARNING,
  warnOnceAboutUntrustedProxy,
} from "./proxy-warning";
import { assignRequestId } from "./request-id";
import type { TrustProxy } from "./trust-proxy";

const route = (id: string, path: string | undefined, parentId: string | undefined, action = false) => ({
  id,
  path,
  parentId,
  module: action ? { action: () => null } : {},
});
const routes = {
  root: route("root", "", undefined),
  home: route("home", undefined, "root"),
  talent: route("talent", "talent", "root"),
  hiring: route("hiring", "api/hiring-requests", "root", true),
  things: route("things", "api/things/:id", "root", true),
} as unknown as ServerBuild["routes"];

describe("actionPathTest", () => {
  const isActionPath = actionPathTest(routes);
  it("knows the paths of routes with an action, also as data requests and with a trailing slash", () => {
    expect(isActionPath("/api/hiring-requests")).toBe(true);
    expect(isActionPath("/api/hiring-requests/")).toBe(true);
    expect(isActionPath("/api/hiring-requests.data")).toBe(true);
    expect(isActionPath("/api/things/7")).toBe(true);
    expect(isActionPath("/")).toBe(false);
    expect(isActionPath("/talent")).toBe(false);
    expect(isActionPath("/api/things/7/more")).toBe(false);
  });
});

describe("isUsableHost", () => {
  it("accepts names, addresses and ports, and refuses empty or malformed values", () => {
    for (const host of ["latammatch.example", "127.0.0.1:3000", "[::1]:3000", "localhost"]) {
      expect(isUsableHost(host)).toBe(true);
    }
    for (const host of [undefined, "", "a b", "evil.example/path", "user@host", "[::1"]) {
      expect(isUsableHost(host)).toBe(false);
    }
  });
});

describe("allowedActionHosts", () => {
  it("names the hosts of the site's origin and the allowed origins, once each", () => {
    expect(
      allowedActionHosts({
        siteOrigin: "https://latammatch.example",
        allowedOrigins: ["https://staging.latammatch.example:8443", "https://latammatch.example", "nonsense"],
      }),
    ).toEqual(["latammatch.example", "staging.latammatch.example:8443"]);
  });
});

describe("warnOnceAboutUntrustedProxy", () => {
  const warningsFor = (trustProxy: TrustProxy, requests: Record<string, string>[], peer = "10.0.0.5") => {
    const lines: string[] = [];
    const log = createLogger({ level: "info", destination: { write: (line: string) => lines.push(line) } });
    const warn = warnOnceAboutUntrustedProxy(log);
    const app = express().set("trust proxy", trustProxy);
    for (const headers of requests) {
      const req = { app, headers, socket: { remoteAddress: peer } };
      warn(req as unknown as Request, { locals: {} } as Response, () => undefined);
    }
    return lines.map((line) => JSON.parse(line).msg);
  };

  it("warns once about any forwarding header while TRUST_PROXY is 0", () => {
    for (const header of ["x-forwarded-for", "x-forwarded-proto", "x-forwarded-host", "forwarded"]) {
      expect(warningsFor(0, [{ [header]: "https" }, { [header]: "https" }]), header).toEqual([
        UNTRUSTED_PROXY_WARNING,
      ]);
    }
    expect(warningsFor(0, [{ host: "x" }])).toEqual([]);
  });

  it("with TRUST_PROXY set, warns about a proxy that sends only Forwarded", () => {
    expect(warningsFor(1, [{ forwarded: "for=203.0.113.9;proto=https" }])).toEqual([FORWARDED_ONLY_WARNING]);
    expect(warningsFor(1, [{ "x-forwarded-for": "203.0.113.9", forwarded: "for=203.0.113.9" }])).toEqual([]);
  });

  it("with the proxies listed, warns about forwarding headers from a client that bypassed them", () => {
    const headers = { "x-forwarded-for": "203.0.113.9" };
    expect(warningsFor(["10.0.0.0/8"], [headers], "10.0.0.5")).toEqual([]);
    expect(warningsFor(["10.0.0.0/8"], [headers, headers], "198.51.100.4")).toEqual([
      UNTRUSTED_PROXY_WARNING,
    ]);
  });
});

describe("hopCountExposureWarning", () => {
  it("warns about a hop count on a port other machines can reach", () => {
    for (const address of ["0.0.0.0", "::", "203.0.113.4", "10.0.0.5", "fd00::1"]) {
      expect(hopCountExposureWarning(1, address), address).toContain(address);
    }
    expect(hopCountExposureWarning(2, "0.0.0.0")).not.toBeNull();
  });

  it("stays silent on loopback, without a proxy, and with the proxies listed", () => {
    for (const address of ["127.0.0.1", "127.1.2.3", "::1", "::ffff:127.0.0.1"]) {
      expect(hopCountExposureWarning(1, address), address).toBeNull();
    }
    expect(hopCountExposureWarning(0, "0.0.0.0")).toBeNull();
    expect(hopCountExposureWarning(["loopback", "10.0.0.0/8"], "0.0.0.0")).toBeNull();
  });
});

describe("canonicalPathOfIndexFile", () => {
  it("maps every spelling of a page's index.html to the page's path", () => {
    expect(canonicalPathOfIndexFile("/index.html")).toBe("/");
    expect(canonicalPathOfIndexFile("/talent/index.html")).toBe("/talent");
    expect(canonicalPathOfIndexFile("/talent//index%2Ehtml")).toBe("/talent");
    expect(canonicalPathOfIndexFile("/talent")).toBeNull();
    expect(canonicalPathOfIndexFile("/%E0%A4%A")).toBeNull();
  });
});

describe("the protocol edge of a small app", () => {
  let server: Server;
  let port: number;
  let lines: string[] = [];

  beforeAll(async () => {
    const log = createLogger({ level: "info", destination: { write: (line: string) => lines.push(line) } });
    const app = express();
    app.use(assignRequestId(log));
    app.use(requireOriginFormTarget());
    app.use(refuseNulInTarget());
    app.use(warnOnceAboutUntrustedProxy(log));
    app.use(allowMethods(() => actionPathTest(routes)));
    app.use(requireUsableHost());
    app.use(
      refuseForeignOrigins({
        siteOrigin: "https://latammatch.example",
        allowedOrigins: ["https://staging.latammatch.example"],
      }),
    );
    app.use(redirectIndexFiles(new Set(["/", "/talent"])));
    app.get("/boom", () => {
      throw new Error("Failed query: params jane@acme.example at /work/secret/path.ts");
    });
    app.post("/api/hiring-requests", (_req, res) => {
      res.status(201).json({ id: "1" });
    });
    app.use((_req, res) => {
      res.send("page");
    });
    app.use(handleErrors(log));
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    port = (server.address() as AddressInfo).port;
  });
  beforeEach(() => {
    lines = [];
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const logText = () => lines.join("");
  const expectNoStackOrPath = (text: string) => {
    expect(text).not.toMatch(/\bat [\w.<>]+ \(|\/work\/|node_modules|Error:/);
  };

  it("answers TRACE and unknown methods with 405 and an id, logging no stack", async () => {
    for (const method of ["TRACE", "PURGE", "SEARCH"]) {
      const response = await rawRequest(port, `${method} / HTTP/1.1\nHost: x\nConnection: close`);
      expect(response.status).toBe(405);
      expect(response.headers.allow).toBe("GET, HEAD");
      const requestId = response.headers["x-request-id"];
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(response.body).toContain(requestId);
      expectNoStackOrPath(response.body);
    }
    expect(logText()).not.toContain('"frames"');
    expectNoStackOrPath(logText());
  });

  it("answers in JSON when the client asks for it, and on API paths by default", async () => {
    const json = await rawRequest(
      port,
      "TRACE / HTTP/1.1\nHost: x\nAccept: application/json\nConnection: close",
    );
    expect(JSON.parse(json.body)).toEqual({
      error: "Method not allowed.",
      requestId: json.headers["x-request-id"],
    });

    const api = await rawRequest(port, "PURGE /api/hiring-requests HTTP/1.1\nHost: x\nConnection: close");
    expect(api.status).toBe(405);
    expect(api.headers.allow).toBe("POST");
    expect(api.headers["content-type"]).toMatch(/^application\/json/);

    const html = await rawRequest(port, "TRACE / HTTP/1.1\nHost: x\nAccept: text/html\nConnection: close");
    expect(html.headers["content-type"]).toMatch(/^text\/html/);
    expect(html.headers["content-security-policy"]).toContain("default-src 'none'");
  });

  it("lets POST through only where a route has an action", async () => {
    const post = `POST /api/hiring-requests HTTP/1.1\nHost: x\nContent-Length: 2\nConnection: close`;
    expect((await rawRequest(port, post, "{}")).status).toBe(201);
    const page = await rawRequest(
      port,
      "POST /talent HTTP/1.1\nHost: x\nContent-Length: 0\nConnection: close",
    );
    expect(page.status).toBe(405);
  });

  it("answers absolute-form and asterisk request targets with 400", async () => {
    for (const head of [
      "GET http://x/talent HTTP/1.1\nHost: x\nConnection: close",
      "POST http://x/api/hiring-requests HTTP/1.1\nHost: x\nContent-Length: 0\nConnection: close",
      "GET * HTTP/1.1\nHost: x\nConnection: close",
      "OPTIONS * HTTP/1.1\nHost: x\nConnection: close",
    ]) {
      const response = await rawRequest(port, head);
      expect(response.status, head).toBe(400);
      expectNoStackOrPath(response.body);
    }
  });

  it("answers a NUL anywhere in the request target with 400 before any route runs", async () => {
    for (const target of [
      "/talent?q=%00",
      "/talent?a=1&utmSource=x%00y",
      "/talent?%00=1",
      "/jobs/a%00b",
      "/boom?q=%00",
    ]) {
      const response = await rawRequest(
        port,
        `GET ${target} HTTP/1.1\nHost: x\nAccept: application/json\nConnection: close`,
      );
      expect(response.status, target).toBe(400);
      expect(JSON.parse(response.body)).toEqual({
        error: NUL_REFUSED,
        requestId: response.headers["x-request-id"],
      });
    }
    // Other escapes, broken ones included, are the routes' to read.
    for (const target of ["/talent?q=%01%0A", "/talent?q=%0", "/talent?q=%ZZ", "/talent?q=100%"]) {
      const response = await rawRequest(port, `GET ${target} HTTP/1.1\nHost: x\nConnection: close`);
      expect(response.status, target).toBe(200);
    }
    expect(logText()).not.toContain('"frames"');
  });

  const postFrom = (origin: string, host = "x") =>
    rawRequest(
      port,
      `POST /api/hiring-requests HTTP/1.1\nHost: ${host}\nOrigin: ${origin}\nContent-Length: 2\nConnection: close`,
      "{}",
    );

  it("lets posts from our origins through, the canonical one also over a TLS proxy's plain HTTP", async () => {
    expect((await postFrom("http://x")).status).toBe(201);
    expect((await postFrom("https://latammatch.example", "latammatch.example")).status).toBe(201);
    expect((await postFrom("https://staging.latammatch.example", "10.0.0.5:3000")).status).toBe(201);
  });

  it("refuses posts from other origins with 403, logged as a warning without a stack", async () => {
    for (const origin of [
      "https://evil.example",
      "null",
      "https://latammatch.example.evil.example",
      "not a url",
    ]) {
      const response = await postFrom(origin, "latammatch.example");
      expect(response.status, origin).toBe(403);
      expect(JSON.parse(response.body).error).toBe("Cross-origin form submissions are not allowed.");
    }
    const refusals = lines.map((line) => JSON.parse(line));
    expect(refusals.map((line) => line.level)).toEqual(["warn", "warn", "warn", "warn"]);
    expect(logText()).not.toContain('"frames"');
  });

  it("answers a missing, empty or malformed Host with 400", async () => {
    for (const head of [
      "GET /talent HTTP/1.0",
      "GET /talent HTTP/1.1\nHost:\nConnection: close",
      "GET /talent HTTP/1.1\nHost: a b\nConnection: close",
    ]) {
      // Each right after a usable host: the check keeps no verdict but the last good one's.
      expect((await rawRequest(port, "GET /talent HTTP/1.1\nHost: x\nConnection: close")).status).toBe(200);
      const response = await rawRequest(port, head);
      expect(response.status).toBe(400);
      expect(response.headers["x-request-id"]).toBeTruthy();
      expectNoStackOrPath(response.body);
    }
  });

  it("answers an unexpected error with 500 and the id, logging class and call sites but no message", async () => {
    const response = await rawRequest(port, "GET /boom HTTP/1.1\nHost: x\nConnection: close");
    expect(response.status).toBe(500);
    const requestId = response.headers["x-request-id"];
    expect(response.body).toContain(requestId);
    expect(response.body).not.toContain("jane@");
    expectNoStackOrPath(response.body);

    const line = JSON.parse(logText());
    expect(line).toMatchObject({ level: "error", reqId: requestId, status: 500, err: { type: "Error" } });
    expect(line.frames.length).toBeGreaterThan(0);
    expect(logText()).not.toContain("jane@");
  });

  it("redirects a page's index.html to the page, keeping the query", async () => {
    const root = await rawRequest(port, "GET /index.html HTTP/1.1\nHost: x\nConnection: close");
    expect(root.status).toBe(301);
    expect(root.headers.location).toBe("/");
    const talent = await rawRequest(
      port,
      "GET /talent/index.html?utm_source=x&a=1 HTTP/1.1\nHost: x\nConnection: close",
    );
    expect(talent.status).toBe(301);
    expect(talent.headers.location).toBe("/talent?utm_source=x&a=1");
    const other = await rawRequest(port, "GET /nope/index.html HTTP/1.1\nHost: x\nConnection: close");
    expect(other.status).toBe(200);
  });

  it("warns once about X-Forwarded-For while no proxy is trusted, without the addresses", async () => {
    for (let i = 0; i < 2; i += 1) {
      await rawRequest(
        port,
        "GET /talent HTTP/1.1\nHost: x\nX-Forwarded-For: 203.0.113.9\nConnection: close",
      );
    }
    const warnings = lines.map((line) => JSON.parse(line)).filter((line) => line.level === "warn");
    expect(warnings).toHaveLength(1);
    expect(warnings[0].msg).toBe(UNTRUSTED_PROXY_WARNING);
    expect(logText()).not.toContain("203.0.113.9");
  });
});
