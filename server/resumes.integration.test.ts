/**
 * The résumé upload through the real server app over HTTP: the body policy's streamed path, the
 * route, the content check and the store; then attaching the upload to an application.
 */
import { readFile } from "node:fs/promises";
import type { Server } from "node:http";
import net, { type AddressInfo } from "node:net";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { RESUME_MAX_BYTES, RESUME_TOO_LARGE } from "../app/features/resumes/limits";
import { resumeFileProblem } from "../app/features/resumes/resume-file";
import { EXE_HEADER, MINIMAL_PDF, minimalDocx, zipOf } from "../app/features/resumes/test-files.test-support";
import { createRateLimiter } from "../app/features/submissions/rate-limit.server";
import { sessionCookieHeader } from "../inbox/app/lib/cookies.test-support";
import { leadResume, resumeDownloadLoader } from "../inbox/app/lib/lead-resume.server";
import { createSession } from "../inbox/app/lib/sessions.server";
import { createInboxUser, setInboxPassword } from "../inbox/app/lib/users.server";
import { clearTables, SITE_ORIGIN, testEnv, validCandidateApplication } from "../tests/support/integration";
import { rawExchange, rawUpload, writeAll } from "../tests/support/raw-http";
import { createApp } from "./app";
import {
  auditLog,
  candidateApplications,
  inboxSessions,
  inboxUsers,
  outbox,
  resumes,
  storedFiles,
} from "./db/schema";
import { testDatabases } from "./db/test-databases";
import { createHttpServer } from "./http-server";
import { createLogger } from "./logger.server";
import { type RunningServices, startServices } from "./services.server";

const silent = createLogger({ level: "silent" });

const INBOX_BUILD = {
  entry: { module: { default: () => new Response("document") } },
  assets: { entry: { imports: [], module: "/entry.js" }, routes: {}, url: "/manifest.js", version: "test" },
  publicPath: "/",
  assetsBuildDirectory: "build/inbox/client",
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
  routes: {
    root: { id: "root", path: "", module: {} },
    "routes/inbox.leads.candidate-applications.$id.resume": {
      id: "routes/inbox.leads.candidate-applications.$id.resume",
      path: "inbox/leads/candidate-applications/:id/resume",
      parentId: "root",
      // The route module's loader is this function.
      module: { loader: resumeDownloadLoader },
    },
  },
} as unknown as ServerBuild;

const BOUNDARY = "----latammatch-test-boundary";

function multipart(parts: { name: string; fileName?: string; type?: string; data: Uint8Array | string }[]) {
  const pieces: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.fileName ? `; filename="${part.fileName}"` : ""}`;
    pieces.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ""}\r\n`,
      ),
      Buffer.from(part.data),
      Buffer.from("\r\n"),
    );
  }
  pieces.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(pieces);
}

const resumeBody = (data: Uint8Array, fileName = "cv.pdf", type = "application/pdf") =>
  multipart([{ name: "resume", fileName, type, data }]);

const databases = await testDatabases("resumes");

describe.each(databases)("résumé uploads on $name", (database) => {
  let services: RunningServices;
  let server: Server;
  let port: number;
  let base: string;

  const upload = (body: Buffer | string, headers: Record<string, string> = {}) =>
    fetch(`${base}/api/resumes`, {
      method: "POST",
      headers: {
        "Content-Type": `multipart/form-data; boundary=${BOUNDARY}`,
        Origin: SITE_ORIGIN,
        ...headers,
      },
      body: typeof body === "string" ? body : new Uint8Array(body),
    });
  const apply = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}/api/candidate-applications`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: SITE_ORIGIN, ...headers },
      body: JSON.stringify(body),
    });
  const uploadedId = async (data: Uint8Array = MINIMAL_PDF, fileName = "cv.pdf") => {
    const response = await upload(resumeBody(data, fileName));
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };

  beforeAll(async () => {
    services = await startServices(
      testEnv({
        DATA_DIR: database.dataDir,
        DATABASE_URL: database.databaseUrl,
        RESUME_RATE_LIMIT_MAX: "0",
        RESUME_MAX_PER_ADDRESS: "2",
      }),
      { outbox: { enabled: false }, retention: { enabled: false }, log: () => {} },
    );
    server = createHttpServer(createApp({ services, inboxBuild: INBOX_BUILD, log: silent }));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
    base = `http://127.0.0.1:${port}`;
  });
  beforeEach(async () => {
    await clearTables(services.database.db);
    await services.database.db.execute(sql`truncate rate_limits`);
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    await services?.stop();
    await database.drop();
  });

  it("stores a PDF and a DOCX, each with its metadata and bytes, and answers 201 with an id", async () => {
    const response = await upload(resumeBody(MINIMAL_PDF, "Valentina Ríos CV.pdf"));
    expect(response.status).toBe(201);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const { id } = (await response.json()) as { id: string };
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const [row] = await services.database.db.select().from(resumes).where(eq(resumes.id, id));
    expect(row).toMatchObject({
      kind: "pdf",
      fileName: "Valentina Ríos CV.pdf",
      sizeBytes: MINIMAL_PDF.length,
      applicationId: null,
      clientIp: "127.0.0.1",
    });
    // The embedded database keeps the bytes in a file under DATA_DIR, PostgreSQL in the database.
    const [file] = await services.database.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.key, row!.storageKey));
    if (database.databaseUrl) {
      expect(Buffer.from(file!.bytes).equals(MINIMAL_PDF)).toBe(true);
    } else {
      expect(file).toBeUndefined();
      const onDisk = await readFile(path.join(database.dataDir, "files", ...row!.storageKey.split("/")));
      expect(onDisk.equals(MINIMAL_PDF)).toBe(true);
    }
    expect(Buffer.from((await services.resumes.bytesOf(row!)) ?? []).equals(MINIMAL_PDF)).toBe(true);

    // The declared type is ignored both ways: the content decides.
    const docx = await upload(resumeBody(minimalDocx(), "cv.docx", "application/octet-stream"));
    expect(docx.status).toBe(201);
    const docxId = ((await docx.json()) as { id: string }).id;
    expect((await services.resumes.find(docxId))?.kind).toBe("docx");
  });

  it("refuses a program renamed .pdf and an archive that is not a document with 415, storing nothing", async () => {
    for (const data of [EXE_HEADER, zipOf({ "a.txt": "hello" }), Buffer.from("plain text")]) {
      const response = await upload(resumeBody(data, "cv.pdf", "application/pdf"));
      expect(response.status).toBe(415);
      const body = (await response.json()) as { error: string };
      expect(body.error).toBe(
        "This file is not a PDF or a Word document: upload a PDF or a Word document (.docx) of at most 5 MB.",
      );
    }
    expect(await services.database.db.select().from(resumes)).toHaveLength(0);
    expect(await services.database.db.select().from(storedFiles)).toHaveLength(0);
  });

  it("takes a file of exactly 5 MB and refuses one byte more, where the browser's check draws the line too", async () => {
    const sized = (size: number) =>
      Buffer.concat([MINIMAL_PDF, Buffer.alloc(size - MINIMAL_PDF.length, 0x20)]);
    expect(resumeFileProblem({ name: "cv.pdf", size: RESUME_MAX_BYTES })).toBeNull();
    const largest = await upload(resumeBody(sized(RESUME_MAX_BYTES)));
    expect(largest.status).toBe(201);
    const { id } = (await largest.json()) as { id: string };
    expect((await services.resumes.find(id))?.sizeBytes).toBe(5_242_880);

    expect(resumeFileProblem({ name: "cv.pdf", size: RESUME_MAX_BYTES + 1 })).toBe("tooLarge");
    const over = await upload(resumeBody(sized(RESUME_MAX_BYTES + 1)));
    expect(over.status).toBe(413);
    expect(((await over.json()) as { error: string }).error).toBe(RESUME_TOO_LARGE);
    expect(await services.database.db.select().from(resumes)).toHaveLength(1);
  });

  it("answers 413 for a 6 MB file, declared or sent in chunks, and the client reads the answer", async () => {
    const big = Buffer.concat([MINIMAL_PDF, Buffer.alloc(6 * 1024 * 1024 - MINIMAL_PDF.length, 0x20)]);
    const declared = await upload(resumeBody(big));
    expect(declared.status).toBe(413);
    expect(((await declared.json()) as { error: string }).error).toBe(
      "This file is larger than 5 MB: upload a PDF or a Word document (.docx) of at most 5 MB.",
    );

    const head = (extra: string) =>
      [
        "POST /api/resumes HTTP/1.1",
        "Host: 127.0.0.1",
        `Content-Type: multipart/form-data; boundary=${BOUNDARY}`,
        `Origin: ${SITE_ORIGIN}`,
        extra,
        "Connection: close",
      ].join("\n");
    // Declared oversize: refused before a byte of the body is read.
    const early = await rawUpload(port, head(`Content-Length: ${8 * 1024 * 1024}`), {
      bodyBytes: 1024 * 1024,
      chunked: false,
      readLate: true,
    });
    expect(early.response?.status).toBe(413);
    expect(early.reset).toBe(false);

    // Chunked, no length: the file passes busboy's limit (a valid part header, then bytes).
    const chunked = await rawExchange(port, async (socket) => {
      await writeAll(socket, `${head("Transfer-Encoding: chunked").replace(/\n/g, "\r\n")}\r\n\r\n`);
      const start = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\n\r\n%PDF-1.4\n`;
      await writeAll(socket, `${Buffer.byteLength(start).toString(16)}\r\n${start}\r\n`);
      const piece = Buffer.alloc(256 * 1024, 0x20);
      for (let sent = 0; sent < RESUME_MAX_BYTES + 512 * 1024 && !socket.destroyed; sent += piece.length) {
        await writeAll(
          socket,
          Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from("\r\n")]),
        ).catch(() => {});
      }
      await writeAll(socket, "0\r\n\r\n").catch(() => {});
    });
    expect(chunked.status).toBe(413);

    // Chunked bytes past the body's own cap, with no part boundary in them at all.
    const flood = await rawUpload(port, head("Transfer-Encoding: chunked"), {
      bodyBytes: 7 * 1024 * 1024,
      chunked: true,
      readLate: true,
    });
    expect([400, 413]).toContain(flood.response?.status);
    expect(await services.database.db.select().from(resumes)).toHaveLength(0);
  });

  it("ends an upload that trickles in with 408, so that the uploads behind it go on", async () => {
    const socket = net.connect(port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    let answer = "";
    socket.on("data", (chunk) => {
      answer += chunk.toString("latin1");
    });
    socket.on("error", () => {});
    const started = Date.now();
    await writeAll(
      socket,
      [
        "POST /api/resumes HTTP/1.1",
        "Host: 127.0.0.1",
        `Content-Type: multipart/form-data; boundary=${BOUNDARY}`,
        `Origin: ${SITE_ORIGIN}`,
        `Content-Length: ${RESUME_MAX_BYTES}`,
        "Connection: close",
        "",
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\n\r\n%PDF-1.4\n`,
      ].join("\r\n"),
    );
    // A kilobyte every 200 ms, far below what a 5 MB file needs to arrive in time.
    const trickle = setInterval(() => {
      if (!socket.destroyed) socket.write(Buffer.alloc(1024, 0x20));
    }, 200);
    // Meanwhile, a candidate's upload waits behind it, and gets through once it is ended.
    const behind = upload(resumeBody(MINIMAL_PDF));
    try {
      await vi.waitFor(() => expect(answer).toMatch(/^HTTP\/1\.1 408/), { timeout: 10_000, interval: 100 });
    } finally {
      clearInterval(trickle);
      socket.destroy();
    }
    expect(Date.now() - started).toBeLessThan(8_000);
    expect((await behind).status).toBe(201);
    expect(await services.database.db.select().from(resumes)).toHaveLength(1);
  });

  it("answers 400 for broken multipart bodies and 415 for JSON, never a 5xx", async () => {
    const cases: [string, Record<string, string>][] = [
      ["no parts at all", {}],
      [
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\n\r\n%PDF-1.4 cut off`,
        {},
      ],
      [resumeBody(MINIMAL_PDF).toString("latin1"), { "Content-Type": "multipart/form-data" }],
      [resumeBody(MINIMAL_PDF).toString("latin1"), { "Content-Type": "multipart/form-data; boundary=" }],
      [multipart([{ name: "cv", fileName: "cv.pdf", data: MINIMAL_PDF }]).toString("latin1"), {}],
      [
        multipart([
          { name: "resume", fileName: "a.pdf", data: MINIMAL_PDF },
          { name: "resume", fileName: "b.pdf", data: MINIMAL_PDF },
        ]).toString("latin1"),
        {},
      ],
      [multipart([{ name: "note", data: "no file" }]).toString("latin1"), {}],
    ];
    for (const [body, headers] of cases) {
      const response = await upload(Buffer.from(body, "latin1"), headers);
      expect(response.status, body.slice(0, 60)).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(/field "resume"/);
    }
    const empty = await upload(resumeBody(new Uint8Array()));
    expect(empty.status).toBe(400);

    const json = await upload(JSON.stringify({ resume: "x" }), { "Content-Type": "application/json" });
    expect(json.status).toBe(415);
    const get = await fetch(`${base}/api/resumes`);
    expect(get.status).toBe(405);
    const foreign = await upload(resumeBody(MINIMAL_PDF), { Origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    expect(await services.database.db.select().from(resumes)).toHaveLength(0);
  });

  it("limits uploads per client network with 429", async () => {
    const unlimited = services.resumeUploadLimiter;
    services.resumeUploadLimiter = createRateLimiter({
      db: services.database.db,
      name: "resumeUpload",
      max: 2,
      windowMs: 60_000,
    });
    try {
      const statuses: number[] = [];
      for (let index = 0; index < 3; index += 1) {
        const response = await upload(resumeBody(MINIMAL_PDF));
        statuses.push(response.status);
        if (response.status === 429) expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
      }
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      services.resumeUploadLimiter = unlimited;
    }
  });

  it("attaches an uploaded résumé to the application, once, and names it in the team's notification", async () => {
    const id = await uploadedId(MINIMAL_PDF, "María CV.pdf");
    const response = await apply(validCandidateApplication({ resumeId: id }));
    expect(response.status).toBe(201);
    const { id: applicationId } = (await response.json()) as { id: string };
    const [row] = await services.database.db.select().from(resumes).where(eq(resumes.id, id));
    expect(row?.applicationId).toBe(applicationId);
    expect(row?.attachedAt).toBeInstanceOf(Date);
    const [lead] = await services.database.db
      .select()
      .from(candidateApplications)
      .where(eq(candidateApplications.id, applicationId));
    expect(lead?.details).not.toHaveProperty("resumeId");
    const jobs = await services.database.db.select().from(outbox).where(eq(outbox.refId, applicationId));
    const notification = jobs.find((job) => job.event === "candidate_application.created");
    expect(notification?.payload).toMatchObject({
      resume: { fileName: "María CV.pdf", kind: "pdf", sizeBytes: MINIMAL_PDF.length },
    });
    // The candidate's acknowledgment names the file too.
    const acknowledgment = jobs.find((job) => job.event === "candidate_application.acknowledgment_requested");
    expect(acknowledgment?.payload).toMatchObject({ resumeFileName: "María CV.pdf" });

    // The same résumé again: already attached.
    const again = await apply(validCandidateApplication({ resumeId: id, email: "other@example.com" }));
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: string }).error).toMatch(/Upload your résumé again/);

    // Without a résumé, the batched path as before.
    const plain = await apply(validCandidateApplication({ email: "plain@example.com" }));
    expect(plain.status).toBe(201);
  });

  it("refuses an unknown or expired upload with 410 and a third résumé for one address in a day with 429", async () => {
    const unknown = await apply(
      validCandidateApplication({ resumeId: "7d6c0a4e-3b0f-4c1e-9a51-2f8e6b1d0c9a" }),
    );
    expect(unknown.status).toBe(410);
    const invalid = await apply(validCandidateApplication({ resumeId: "not-a-uuid" }));
    expect(invalid.status).toBe(400);

    const expired = await uploadedId();
    await services.database.db
      .update(resumes)
      .set({ uploadedAt: sql`now() - interval '25 hours'` })
      .where(eq(resumes.id, expired));
    const late = await apply(validCandidateApplication({ resumeId: expired }));
    expect(late.status).toBe(410);
    expect(await services.database.db.select().from(candidateApplications)).toHaveLength(0);

    for (const expected of [201, 201, 429]) {
      const response = await apply(validCandidateApplication({ resumeId: await uploadedId() }));
      expect(response.status).toBe(expected);
    }
    expect(await services.database.db.select().from(candidateApplications)).toHaveLength(2);
  });

  it("answers a retried application with a résumé with its first id", async () => {
    const id = await uploadedId();
    const headers = { "Idempotency-Key": "1b8c7e52-6f2d-4a51-9a0e-4c3d2b1a0f9e" };
    const first = await apply(validCandidateApplication({ resumeId: id }), headers);
    const again = await apply(validCandidateApplication({ resumeId: id }), headers);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(await first.json());
  });

  it("lets a signed-in user download an attached résumé as an attachment of its exact type, audited", async () => {
    const id = await uploadedId(minimalDocx(), "María González – CV.docx");
    const applied = await apply(validCandidateApplication({ resumeId: id }));
    const { id: applicationId } = (await applied.json()) as { id: string };
    const path = `${base}/inbox/leads/candidate-applications/${applicationId}/resume`;

    // Signed out: sent to the login page, no file.
    const anonymous = await fetch(path, { redirect: "manual" });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toMatch(/^\/inbox\/login\?next=/);

    const user = await createInboxUser(services.database.db, {
      email: "recruiter@latammatch.example",
      role: "sales",
      password: "one-time-password-1",
    });
    await setInboxPassword(services.database.db, user.id, "chosen-password-1");
    const sessionId = await createSession(services.database.db, user.id);
    const cookie = { Cookie: await sessionCookieHeader(sessionId) };
    try {
      const download = await fetch(path, { headers: cookie });
      expect(download.status).toBe(200);
      expect(download.headers.get("content-type")).toBe(
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      );
      expect(download.headers.get("content-disposition")).toBe(
        "attachment; filename=\"Mar_a Gonz_lez _ CV.docx\"; filename*=UTF-8''Mar%C3%ADa%20Gonz%C3%A1lez%20%E2%80%93%20CV.docx",
      );
      expect(download.headers.get("x-content-type-options")).toBe("nosniff");
      expect(download.headers.get("cache-control")).toBe("no-store");
      expect(download.headers.get("content-security-policy")).toBe(
        "default-src 'none'; sandbox; frame-ancestors 'none'",
      );
      expect(Buffer.from(await download.arrayBuffer()).equals(minimalDocx())).toBe(true);
      const entries = await services.database.db.select().from(auditLog).where(eq(auditLog.actorId, user.id));
      expect(entries).toMatchObject([
        { action: "lead.resume_downloaded", targetType: "candidate-applications", targetId: applicationId },
      ]);

      // What the lead page shows.
      expect(await leadResume(services.inbox, applicationId)).toMatchObject({
        fileName: "María González – CV.docx",
        kindLabel: "Word document (.docx)",
        downloadPath: `/inbox/leads/candidate-applications/${applicationId}/resume`,
      });

      // An application without a résumé, or no application: 404, no audit entry.
      const plain = await apply(validCandidateApplication({ email: "plain@example.com" }));
      const { id: plainId } = (await plain.json()) as { id: string };
      for (const missing of [plainId, "not-a-uuid"]) {
        const response = await fetch(`${base}/inbox/leads/candidate-applications/${missing}/resume`, {
          headers: cookie,
        });
        expect(response.status).toBe(404);
      }
      expect(
        await services.database.db.select().from(auditLog).where(eq(auditLog.actorId, user.id)),
      ).toHaveLength(1);
    } finally {
      await services.database.db.execute(sql`truncate audit_log`);
      await services.database.db.delete(inboxSessions);
      await services.database.db.delete(inboxUsers);
    }
  });
});
