import type { IncomingMessage, Server } from "node:http";
import net, { type AddressInfo } from "node:net";
import express, { type ErrorRequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_BODY_BYTES } from "../app/content/forms/envelope";
import { MAX_MARKDOWN_LENGTH, MAX_TITLE_LENGTH } from "../app/features/jobs/schema";
import { BODY_TOO_LARGE_CODE, RESUME_MAX_BODY_BYTES, RESUME_MAX_BYTES } from "../app/features/resumes/limits";
import { NUL_REFUSED } from "../app/features/submissions/http-guards.server";
import { MAX_NOTE_LENGTH } from "../inbox/app/lib/lead-changes.server";
import { rawExchange, rawRequest, rawUpload, writeAll } from "../tests/support/raw-http";
import { actionPathTest, allowMethods, requireUsableHost } from "./edge-guards";
import { handleErrors } from "./error-handler";
import { createHttpServer, HTTP_TIMEOUTS } from "./http-server";
import { createLogger } from "./logger.server";
import {
  bodyPolicyFor,
  bufferedBodyOf,
  DEFAULT_FORM_POLICY,
  DRAIN_MAX_BYTES,
  drainUnreadBodies,
  FORM_URLENCODED,
  JSON_BODY,
  MULTIPART_FORM,
  readRequestBodies,
  streamedBodyOf,
} from "./request-body";
import { assignRequestId } from "./request-id";

describe("bodyPolicyFor", () => {
  it("gives the JSON endpoints JSON at the intake's limit, and forms URL-encoded at a few kB", () => {
    expect(bodyPolicyFor("/api/hiring-requests")).toEqual({ types: [JSON_BODY], maxBytes: MAX_BODY_BYTES });
    expect(bodyPolicyFor("/api/bookings.data").types).toEqual([JSON_BODY]);
    for (const path of [
      "/inbox/login",
      "/inbox/users.data",
      "/book-a-call/cancel",
      "/subscriptions/confirm",
    ]) {
      expect(bodyPolicyFor(path)).toBe(DEFAULT_FORM_POLICY);
    }
    expect(DEFAULT_FORM_POLICY.maxBytes).toBeLessThanOrEqual(16 * 1024);
  });

  it("streams the résumé upload: multipart only, its own limit and message", () => {
    const policy = bodyPolicyFor("/api/resumes");
    expect(policy).toMatchObject({
      types: [MULTIPART_FORM],
      maxBytes: RESUME_MAX_BODY_BYTES,
      streamed: true,
    });
    expect(bodyPolicyFor("/api/resumes.data").streamed).toBe(true);
    expect(bodyPolicyFor("/api/resumes/").streamed).toBe(true);
    expect(bodyPolicyFor("/api/resumes-other").streamed).toBeUndefined();
    expect(RESUME_MAX_BODY_BYTES - RESUME_MAX_BYTES).toBeLessThanOrEqual(64 * 1024);
  });

  it("takes the one-click unsubscribe as multipart too (RFC 8058)", () => {
    expect(bodyPolicyFor("/unsubscribe").types).toEqual([FORM_URLENCODED, MULTIPART_FORM]);
    expect(bodyPolicyFor("/unsubscribe.data").types).toContain(MULTIPART_FORM);
  });

  it("leaves room on a lead's page for the longest note in any script", () => {
    const policy = bodyPolicyFor("/inbox/leads/hiring-requests/7d6c0a4e");
    const form = new URLSearchParams({
      csrf: "c".repeat(64),
      intent: "note",
      note: "€".repeat(MAX_NOTE_LENGTH),
    });
    expect(Buffer.byteLength(form.toString())).toBeLessThanOrEqual(policy.maxBytes);
  });

  it("leaves room in the openings editor for every text at its longest, in three languages", () => {
    const policy = bodyPolicyFor("/inbox/openings/new");
    const form = new URLSearchParams({ csrf: "c".repeat(64), rateMin: "40", rateMax: "50" });
    for (const prefix of ["", "es.", "pt-br."]) {
      form.set(`${prefix}title`, "€".repeat(MAX_TITLE_LENGTH));
      for (const field of ["description", "responsibilities", "requirements", "benefits"]) {
        form.set(`${prefix}${field}`, "€".repeat(MAX_MARKDOWN_LENGTH));
      }
    }
    expect(Buffer.byteLength(form.toString())).toBeLessThanOrEqual(policy.maxBytes);
    expect(bodyPolicyFor("/inbox/openings").maxBytes).toBeLessThan(policy.maxBytes);
  });
});

const route = (id: string, path: string) => ({ id, path, parentId: "root", module: { action: () => null } });
const routes = {
  root: { id: "root", path: "", module: {} },
  login: route("login", "inbox/login"),
  unsubscribe: route("unsubscribe", "unsubscribe"),
  hiring: route("hiring", "api/hiring-requests"),
  resumes: route("resumes", "api/resumes"),
} as unknown as ServerBuild["routes"];

describe("the body policy over HTTP", () => {
  let server: Server;
  let port: number;
  /** Every error the body policy passed on to the error handler. */
  const passedOn: unknown[] = [];

  beforeAll(async () => {
    const log = createLogger({ level: "silent" });
    const app = express();
    app.use(assignRequestId(log));
    app.use(drainUnreadBodies());
    app.use(allowMethods(() => actionPathTest(routes)));
    app.use(requireUsableHost());
    app.use(readRequestBodies());
    app.use(async (req, res) => {
      const stream = streamedBodyOf(req, res);
      if (!stream) return void res.json({ bytes: bufferedBodyOf(req)?.byteLength ?? null });
      // What a route reading a streamed body sees: its bytes, or the cap's error.
      let streamed = 0;
      try {
        for await (const chunk of stream) streamed += chunk.byteLength;
      } catch (error) {
        return void res.status(413).json({ code: (error as { code?: string }).code });
      }
      res.json({ bytes: null, streamed });
    });
    app.use(((error, _req, _res, next) => {
      passedOn.push(error);
      next(error);
    }) satisfies ErrorRequestHandler);
    app.use(handleErrors(log));
    server = createHttpServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const post = (path: string, contentType: string | null, body: string) =>
    rawRequest(
      port,
      [
        `POST ${path} HTTP/1.1`,
        "Host: 127.0.0.1",
        ...(contentType ? [`Content-Type: ${contentType}`] : []),
        `Content-Length: ${Buffer.byteLength(body)}`,
        "Accept: application/json",
        "Connection: close",
      ].join("\n"),
      body,
    );

  it("answers content types a route does not take with 415", async () => {
    const refused: [string, string | null][] = [
      ["/inbox/login", "text/plain"],
      ["/inbox/login", null],
      ["/inbox/login", "application/json"],
      ["/inbox/login", "multipart/form-data; boundary=x"],
      ["/inbox/login", "application/octet-stream"],
      ["/unsubscribe", "text/plain"],
      ["/api/hiring-requests", FORM_URLENCODED],
      ["/api/hiring-requests", null],
    ];
    for (const [path, type] of refused) {
      const response = await post(path, type, "x=1");
      expect(response.status, `${path} ${type}`).toBe(415);
      expect(JSON.parse(response.body).error).toMatch(/^Send the request body as /);
    }
  });

  it("hands on the bytes of an accepted body, odd keys and bad escapes included", async () => {
    const form = "email=a%40b.example&__proto__=1&constructor=2&x=%ZZ";
    const accepted: [string, string, string][] = [
      ["/inbox/login", `${FORM_URLENCODED}; charset=UTF-8`, form],
      ["/inbox/login", FORM_URLENCODED, ""],
      ["/api/hiring-requests", `${JSON_BODY}; charset=utf-8`, '{"a":1}'],
      [
        "/unsubscribe",
        `${MULTIPART_FORM}; boundary=b`,
        '--b\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b--\r\n',
      ],
    ];
    for (const [path, type, body] of accepted) {
      const response = await post(path, type, body);
      expect(response.status, `${path} ${type}`).toBe(200);
      expect(JSON.parse(response.body)).toEqual({ bytes: Buffer.byteLength(body) });
    }
  });

  it("answers a multipart body it cannot read with 400", async () => {
    for (const [type, body] of [
      [`${MULTIPART_FORM}; boundary=b`, "no parts at all"],
      [`${MULTIPART_FORM}; boundary=b`, '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\ncut off'],
      [MULTIPART_FORM, "--\r\n"],
    ] as const) {
      const response = await post("/unsubscribe", type, body);
      expect(response.status, body).toBe(400);
      expect(JSON.parse(response.body).error).toBe("The form data could not be read.");
    }
  });

  it("answers a form with a NUL in a field's name or value, or in a file's name, with 400", async () => {
    const part = (disposition: string, value: string) =>
      `--b\r\nContent-Disposition: form-data; ${disposition}\r\n\r\n${value}\r\n--b--\r\n`;
    const multipart = `${MULTIPART_FORM}; boundary=b`;
    for (const [path, type, body] of [
      ["/inbox/login", FORM_URLENCODED, "email=a%00b&password=x"],
      ["/inbox/login", FORM_URLENCODED, "email=a&pass%00word=x"],
      ["/inbox/login", FORM_URLENCODED, "email=\u0000"],
      ["/unsubscribe", multipart, part('name="List-Unsubscribe"', "One\u0000Click")],
      ["/unsubscribe", multipart, part('name="a"; filename="cv\u0000.pdf"', "%PDF")],
    ] as const) {
      const response = await post(path, type, body);
      expect(response.status, body).toBe(400);
      expect(JSON.parse(response.body).error).toBe(NUL_REFUSED);
    }
    // A file's bytes are its own; a JSON body is its endpoint's to check (it answers in its own words).
    for (const [path, type, body] of [
      ["/unsubscribe", multipart, part('name="a"; filename="cv.pdf"', "%PDF\u0000\u0000")],
      ["/api/hiring-requests", JSON_BODY, '{"name":"\\u0000"}'],
    ] as const) {
      expect((await post(path, type, body)).status, body).toBe(200);
    }
  });

  it("leaves a streamed body unread and hands it on whole, or errors the stream past the cap", async () => {
    const type = `${MULTIPART_FORM}; boundary=b`;
    const small = await post("/api/resumes", type, "x".repeat(1000));
    expect(small.status).toBe(200);
    expect(JSON.parse(small.body)).toEqual({ bytes: null, streamed: 1000 });
    expect((await post("/api/resumes", "application/json", "{}")).status).toBe(415);

    const head = (extra: string) =>
      `POST /api/resumes HTTP/1.1\nHost: 127.0.0.1\nContent-Type: ${type}\nAccept: application/json\n${extra}\nConnection: close`;
    const declared = await rawUpload(port, head(`Content-Length: ${RESUME_MAX_BODY_BYTES + 1}`), {
      bodyBytes: 64 * 1024,
      chunked: false,
      readLate: true,
    });
    expect(declared.response?.status).toBe(413);
    expect(JSON.parse(declared.response?.body ?? "{}").error).toMatch(/at most 5 MB/);
    // Undeclared: read until the cap, then the stream fails and the client still reads the answer.
    const chunked = await rawUpload(port, head("Transfer-Encoding: chunked"), {
      bodyBytes: RESUME_MAX_BODY_BYTES + 512 * 1024,
      chunked: true,
      readLate: true,
    });
    expect(chunked.response?.status).toBe(413);
    expect(JSON.parse(chunked.response?.body ?? "{}")).toEqual({ code: BODY_TOO_LARGE_CODE });
    expect(chunked.reset).toBe(false);
  });

  const oversizeHead = (extra: string) =>
    `POST /inbox/login HTTP/1.1\nHost: 127.0.0.1\nContent-Type: ${FORM_URLENCODED}\nAccept: application/json\n${extra}\nConnection: close`;

  it("answers a declared oversize body with 413 at once, to a client that reads only after sending", async () => {
    const started = Date.now();
    const result = await rawUpload(port, oversizeHead(`Content-Length: ${300 * 1024 * 1024}`), {
      bodyBytes: 4 * 1024 * 1024,
      chunked: false,
      readLate: true,
    });
    expect(result.response?.status).toBe(413);
    expect(JSON.parse(result.response?.body ?? "{}").error).toBe("The request body must be at most 16 kB.");
    expect(result.reset).toBe(false);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it("answers a chunked body megabytes over the limit with 413, not a reset", async () => {
    const result = await rawUpload(port, oversizeHead("Transfer-Encoding: chunked"), {
      bodyBytes: 4 * 1024 * 1024,
      chunked: true,
      readLate: true,
    });
    expect(result.response?.status).toBe(413);
    expect(result.reset).toBe(false);
    expect(result.sent).toBe(4 * 1024 * 1024);
  });

  it("cuts a client that keeps sending past the drain bound, after it had the 413", async () => {
    const result = await rawUpload(port, oversizeHead("Transfer-Encoding: chunked"), {
      bodyBytes: 64 * 1024 * 1024,
      chunked: true,
    });
    expect(result.response?.status).toBe(413);
    // What the server read and dropped, plus what the two sockets' buffers hold.
    expect(result.sent).toBeLessThan(DRAIN_MAX_BYTES + 16 * 1024 * 1024);
  });

  it("lets a client that goes away in the middle of a body go, passing on no error", async () => {
    const before = passedOn.length;
    const received = new Promise<IncomingMessage>((resolve) => server.once("request", resolve));
    const socket = net.connect(port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    await writeAll(
      socket,
      `POST /inbox/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${FORM_URLENCODED}\r\nContent-Length: 1000\r\n\r\nemail=a`,
    );
    const req = await received;
    const gone = new Promise((resolve) => req.once("close", () => setImmediate(resolve)));
    socket.destroy();
    await gone;
    expect(passedOn.slice(before)).toEqual([]);
    expect((await post("/inbox/login", FORM_URLENCODED, "a=1")).status).toBe(200);
  });

  /** Writes the head, then the body only if the server says 100 Continue first. */
  const expectContinue = (contentLength: number) =>
    rawExchange(port, async (socket: net.Socket) => {
      await writeAll(
        socket,
        `POST /inbox/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${FORM_URLENCODED}\r\nContent-Length: ${contentLength}\r\nExpect: 100-continue\r\nAccept: application/json\r\nConnection: close\r\n\r\n`,
      );
      const first = await new Promise<string>((resolve) =>
        socket.once("data", (data) => resolve(String(data))),
      );
      if (first.startsWith("HTTP/1.1 100")) await writeAll(socket, "a".repeat(contentLength));
    });

  it("refuses an oversize body announced with Expect: 100-continue before it is sent", async () => {
    const refused = await expectContinue(1024 * 1024);
    expect(refused.status).toBe(413);
  });

  it("asks for a body within the limit with 100 Continue", async () => {
    const accepted = await expectContinue(100);
    expect(accepted.status).toBe(100);
    expect(accepted.body).toContain("HTTP/1.1 200");
  });
});

describe("the HTTP server's timeouts", () => {
  it("are seconds, not Node's five minutes", () => {
    expect(HTTP_TIMEOUTS.headersTimeout).toBeLessThanOrEqual(10_000);
    expect(HTTP_TIMEOUTS.requestTimeout).toBeLessThanOrEqual(30_000);
    expect(HTTP_TIMEOUTS.headersTimeout).toBeLessThanOrEqual(HTTP_TIMEOUTS.requestTimeout);
    // Idle keep-alive connections outlive a load balancer's usual 60 s, so it closes them first.
    expect(HTTP_TIMEOUTS.keepAliveTimeout).toBeGreaterThan(60_000);
    expect(HTTP_TIMEOUTS.connectionsCheckingInterval).toBeLessThanOrEqual(1_000);
  });

  it("answer slow headers and a slow body with 408", async () => {
    const app = express();
    app.use(readRequestBodies());
    app.use((_req, res) => {
      res.send("ok");
    });
    const server = createHttpServer(app, {
      headersTimeout: 300,
      requestTimeout: 600,
      keepAliveTimeout: 5_000,
      connectionsCheckingInterval: 50,
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const started = Date.now();
      const [slowHeaders, slowBody] = await Promise.all([
        rawExchange(port, (socket) => {
          socket.write("POST /x HTTP/1.1\r\nHost: 127.0.0.1\r\n");
        }),
        rawExchange(port, (socket) => {
          socket.write(
            `POST /x HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${FORM_URLENCODED}\r\nContent-Length: 10\r\n\r\na=`,
          );
        }),
      ]);
      expect(slowHeaders.status).toBe(408);
      expect(slowBody.status).toBe(408);
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
