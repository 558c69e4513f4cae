import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createMailer, smtpOptionsFromUrl } from "./mailer";

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

/** A mailer that writes .eml files into a fresh folder, removed after each test. */
async function fileMailer() {
  dir = await mkdtemp(path.join(os.tmpdir(), "latammatch-mail-"));
  const mailDir = path.join(dir, "mail");
  const mailer = createMailer({
    from: "Site <no-reply@latammatch.example>",
    to: "sales@latammatch.example",
    replyTo: "team@latammatch.example",
    mailDir,
  });
  return { mailer, mailDir };
}

describe("mailer without SMTP_URL", () => {
  it("writes each message as a complete .eml file", async () => {
    const { mailer, mailDir } = await fileMailer();
    await mailer.send({
      subject: "New hiring request: Acme Inc (Jane Doe)",
      text: "Company: Acme Inc",
      html: "<p>Company: Acme Inc</p>",
      replyTo: "jane@acme.example",
    });
    const files = await readdir(mailDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const raw = await readFile(path.join(mailDir, files[0]!), "utf8");
    expect(raw).toMatch(/^Subject: New hiring request: Acme Inc \(Jane Doe\)$/m);
    expect(raw).toMatch(/^To: sales@latammatch\.example$/m);
    expect(raw).toMatch(/^Reply-To: jane@acme\.example$/m);
    expect(raw).toContain("Content-Type: text/plain");
    expect(raw).toContain("Content-Type: text/html");
    mailer.close();
  });
});

describe("automatic e-mails as mailbox providers read them", () => {
  it("marks every message auto-generated and lets a visitor's reply reach the team, not the no-reply sender", async () => {
    const { mailer, mailDir } = await fileMailer();
    await mailer.send({ to: "visitor@acme.example", subject: "Your request", text: "Hi", html: "<p>Hi</p>" });
    await mailer.send({
      subject: "New lead",
      text: "Lead",
      html: "<p>Lead</p>",
      replyTo: "jane@acme.example",
    });
    await mailer.send({
      to: "host@latammatch.example",
      subject: "Booked",
      text: "B",
      html: "<p>B</p>",
      replyTo: "v@acme.example",
    });
    mailer.close();
    const messages = await Promise.all(
      (await readdir(mailDir)).map((file) => readFile(path.join(mailDir, file), "utf8")),
    );
    const bySubject = (subject: string) => messages.find((raw) => raw.includes(`Subject: ${subject}`))!;
    for (const raw of messages) expect(raw).toMatch(/^Auto-Submitted: auto-generated$/m);
    expect(bySubject("Your request")).toMatch(/^Reply-To: team@latammatch\.example$/m);
    // A message's own Reply-To wins: the lead's address for sales, the visitor's for a host.
    expect(bySubject("New lead")).toMatch(/^Reply-To: jane@acme\.example$/m);
    expect(bySubject("Booked")).toMatch(/^Reply-To: v@acme\.example$/m);
  });
});

describe("SMTP URL", () => {
  it("reads host, port, TLS and credentials", () => {
    expect(smtpOptionsFromUrl("smtps://user%40x:p%3Ass@mail.example")).toMatchObject({
      host: "mail.example",
      port: 465,
      secure: true,
      auth: { user: "user@x", pass: "p:ss" },
    });
    expect(smtpOptionsFromUrl("smtp://127.0.0.1:2525")).toMatchObject({
      host: "127.0.0.1",
      port: 2525,
      secure: false,
    });
    expect(smtpOptionsFromUrl("smtp://127.0.0.1:2525")).not.toHaveProperty("auth");
  });
});

describe("mailer headers and recipients", () => {
  it("sends to the given recipient with the message's own header fields, e.g. List-Unsubscribe", async () => {
    const { mailer, mailDir } = await fileMailer();
    const url = `https://latammatch.example/unsubscribe?token=${"x".repeat(120)}.sig_-`;
    await mailer.send({
      to: "reader@acme.example",
      subject: "AI Staffing Insights",
      text: "Hello",
      html: "<p>Hello</p>",
      headers: { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    });
    await mailer.send({ subject: "New hiring request", text: "Lead", html: "<p>Lead</p>" });
    mailer.close();
    const files = (await readdir(mailDir)).sort();
    const messages = await Promise.all(files.map((file) => readFile(path.join(mailDir, file), "utf8")));
    const toReader = messages.find((raw) => raw.includes("AI Staffing Insights"))!;
    const toSales = messages.find((raw) => raw.includes("New hiring request"))!;
    expect(toReader).toMatch(/^To: reader@acme\.example$/m);
    // Unfolded, the header holds the whole URL in angle brackets.
    const unfolded = toReader.replace(/\r?\n[ \t]+/g, " ");
    expect(unfolded).toContain(`List-Unsubscribe: <${url}>`);
    expect(unfolded).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(toSales).toMatch(/^To: sales@latammatch\.example$/m);
    expect(toSales).not.toContain("List-Unsubscribe");
  });
});

describe("calendar invitations", () => {
  it("sends the invitation as the text/calendar part with its method and the .ics attached beside it", async () => {
    const { mailer, mailDir } = await fileMailer();
    for (const method of ["REQUEST", "CANCEL"]) {
      await mailer.send({
        to: "jane@acme.example",
        subject: `Call ${method}`,
        text: "Call",
        html: "<p>Call</p>",
        icalEvent: {
          method,
          filename: method === "CANCEL" ? "cancellation.ics" : "invitation.ics",
          content: `BEGIN:VCALENDAR\r\nMETHOD:${method}\r\nEND:VCALENDAR`,
        },
      });
    }
    mailer.close();
    const messages = await Promise.all(
      (await readdir(mailDir)).map((file) => readFile(path.join(mailDir, file), "utf8")),
    );
    for (const [method, filename] of [
      ["REQUEST", "invitation.ics"],
      ["CANCEL", "cancellation.ics"],
    ] as const) {
      const raw = messages.find((message) => message.includes(`Subject: Call ${method}`))!;
      const unfolded = raw.replace(/\r?\n[ \t]+/g, " ");
      const calendarType = /^Content-Type: (text\/calendar;[^\r\n]*)$/im.exec(unfolded)?.[1] ?? "";
      const params = calendarType.toLowerCase().split(/;\s*/);
      expect(params).toEqual(
        expect.arrayContaining(["text/calendar", `method=${method.toLowerCase()}`, "charset=utf-8"]),
      );
      expect(unfolded).toMatch(new RegExp(`^Content-Type: application/ics; name="?${filename}"?$`, "im"));
      expect(unfolded).toMatch(
        new RegExp(`^Content-Disposition: attachment; filename="?${filename}"?$`, "im"),
      );
    }
  });
});
