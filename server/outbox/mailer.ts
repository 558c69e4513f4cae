import { randomUUID } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import type { NotificationMessage } from "./notification";

/** A message as the mailer sends it: to the sales inbox unless `to` names someone else. */
export interface MailMessage extends NotificationMessage {
  to?: string | undefined;
  /** Extra header fields of this message only, e.g. List-Unsubscribe. */
  headers?: Record<string, string> | undefined;
  /** A calendar invitation (.ics), sent as the text/calendar part calendar clients act on. */
  icalEvent?: { method: string; filename: string; content: string } | undefined;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
  /** Where messages go, for the start-up log. */
  describe(): string;
}

export interface MailerOptions {
  from: string;
  to: string;
  /** Where a visitor's reply to an automatic e-mail goes (the team's address), never the no-reply sender. */
  replyTo?: string | undefined;
  /** smtp:// or smtps:// URL; without one, messages are written as .eml files to `mailDir`. */
  smtpUrl?: string;
  mailDir: string;
}

/** Transport options from an SMTP URL, with timeouts short enough for a retrying worker. */
export function smtpOptionsFromUrl(smtpUrl: string) {
  const url = new URL(smtpUrl);
  const secure = url.protocol === "smtps:";
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    ...(url.username
      ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
      : {}),
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  };
}

export function createMailer(options: MailerOptions): Mailer {
  const compose = ({ to, headers, replyTo, ...content }: MailMessage) => {
    const toVisitor = to !== undefined && to !== options.to;
    const reply = replyTo ?? (toVisitor ? options.replyTo : undefined);
    return {
      ...content,
      from: options.from,
      to: to ?? options.to,
      ...(reply ? { replyTo: reply } : {}),
      // Every message is sent by the server itself (RFC 3834): auto-responders must not answer it.
      headers: { "Auto-Submitted": "auto-generated", ...headers },
    };
  };

  if (options.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(smtpOptionsFromUrl(options.smtpUrl));
    const { host, port } = smtpOptionsFromUrl(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail(compose(message));
      },
      close: () => transport.close(),
      describe: () => `SMTP ${host}:${port}`,
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  let folderReady: Promise<unknown> | undefined;
  return {
    async send(message) {
      const info = await transport.sendMail(compose(message));
      folderReady ??= mkdir(options.mailDir, { recursive: true }).catch((error: unknown) => {
        folderReady = undefined;
        throw error;
      });
      await folderReady;
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = path.join(options.mailDir, `${stamp}-${randomUUID().slice(0, 8)}.eml`);
      // Written aside then renamed, so a reader never opens half a message.
      const partial = `${file}.partial`;
      await writeFile(partial, info.message as Buffer);
      await rename(partial, file);
    },
    close: () => transport.close(),
    describe: () => `.eml files in ${options.mailDir}`,
  };
}
