import { describe, expect, it, vi } from "vitest";
import { createSignedTokens } from "../../app/lib/signed-token.server";
import type { OutboxRow } from "../db/schema";
import { createVisitorEmails } from "../emails/visitor-emails.server";
import { createDeliver } from "./deliver";
import type { MailMessage } from "./mailer";

const SITE = "https://latammatch.example";

function job(overrides: Partial<OutboxRow>): OutboxRow {
  const now = new Date("2026-12-01T12:00:00Z");
  return {
    id: "3f1c2a4e-0000-4000-8000-000000000001",
    channel: "email",
    event: "hiring_request.created",
    refId: "3f1c2a4e-0000-4000-8000-000000000002",
    payload: {},
    status: "sending",
    attempts: 0,
    nextAttemptAt: now,
    lastError: null,
    createdAt: now,
    updatedAt: now,
    sentAt: null,
    ...overrides,
  };
}

const lead = {
  type: "hiring_request",
  id: "3f1c2a4e-0000-4000-8000-000000000002",
  receivedAt: "2026-12-01T12:00:00.000Z",
  fields: { name: "Ana Souza", email: "ana@company.example", company: "Acme" },
  attribution: {},
  spamReason: null,
};

function setUp() {
  const sent: MailMessage[] = [];
  const webhook = { send: vi.fn(async () => {}) };
  const deliver = createDeliver({
    mailer: { send: async (message) => void sent.push(message), close() {}, describe: () => "test" },
    webhook,
    siteOrigin: SITE,
    emails: createVisitorEmails({ siteOrigin: SITE, tokens: createSignedTokens("a".repeat(64)) }),
  });
  return { deliver, sent, webhook };
}

describe("the outbox's delivery of each event kind", () => {
  it("sends a lead event as the team's notification, by e-mail and to the webhook", async () => {
    const { deliver, sent, webhook } = setUp();
    await deliver(job({ payload: lead }));
    await deliver(job({ channel: "webhook", payload: lead }));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.text).toContain("Ana Souza");
    expect(webhook.send).toHaveBeenCalledWith(
      expect.objectContaining({ event: "hiring_request.created", occurredAt: lead.receivedAt, data: lead }),
    );
  });

  it("fails a job of an unknown event instead of sending it as a lead notification", async () => {
    const { deliver, sent, webhook } = setUp();
    await expect(deliver(job({ event: "lead.imported", payload: lead }))).rejects.toThrow(
      'Unknown outbox event "lead.imported"',
    );
    await expect(deliver(job({ channel: "webhook", event: "lead.imported", payload: lead }))).rejects.toThrow(
      "Unknown outbox event",
    );
    expect(sent).toHaveLength(0);
    expect(webhook.send).not.toHaveBeenCalled();
  });

  it("fails a lead event whose payload is not a lead's snapshot", async () => {
    const { deliver, sent } = setUp();
    const { id: _id, ...withoutId } = lead;
    await expect(deliver(job({ payload: withoutId }))).rejects.toThrow(
      /hiring_request\.created job's payload does not match its event[\s\S]*id/,
    );
    await expect(deliver(job({ payload: { ...lead, type: "newsletter" } }))).rejects.toThrow(
      "does not match",
    );
    expect(sent).toHaveLength(0);
  });

  it("fails a visitor e-mail whose payload lacks a key or has one of the wrong type", async () => {
    const { deliver, sent } = setUp();
    const event = "hiring_request.acknowledgment_requested";
    const payload = {
      to: "ana@company.example",
      locale: "en",
      name: "Ana",
      company: "Acme",
      receivedAt: lead.receivedAt,
    };
    await deliver(job({ event, payload }));
    expect(sent.map((message) => message.to)).toEqual(["ana@company.example"]);
    const { to: _to, ...withoutTo } = payload;
    await expect(deliver(job({ event, payload: withoutTo }))).rejects.toThrow(
      /does not match its event[\s\S]*to/,
    );
    await expect(deliver(job({ event, payload: { ...payload, name: ["Ana"] } }))).rejects.toThrow(
      "does not match",
    );
    await expect(
      deliver(
        job({
          event: "match_report.requested",
          payload: { to: "a@b.example", subscriptionId: "x", roles: "react" },
        }),
      ),
    ).rejects.toThrow("does not match");
    expect(sent).toHaveLength(1);
  });

  it("keeps failing a job whose payload was cleared after an earlier delivery", async () => {
    const { deliver } = setUp();
    await expect(deliver(job({ payload: {} }))).rejects.toThrow("cleared");
  });
});
