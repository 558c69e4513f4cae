/**
 * The e-mail the sales team receives for each new lead: every field, as plain text and as HTML.
 * Everything that came from a visitor is escaped before it reaches the HTML part.
 */
import { stripInvisibleCharacters } from "../../app/features/submissions/one-line-text";
import { ATTRIBUTION_LABELS, LEAD_FORMS, type LeadType } from "../lead-forms";

export type { LeadType };

/** The event stored in the outbox and sent to the webhook: a snapshot of the stored record. */
export interface LeadEvent {
  type: LeadType;
  id: string;
  receivedAt: string;
  fields: Record<string, unknown>;
  attribution: Record<string, unknown>;
  /** Set when the lead looks plausible but its timing was odd; absent in events queued before. */
  spamReason?: string | null;
}

export interface NotificationMessage {
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

/** Fields of older events that no descriptor names any more still get a readable label. */
function fallbackLabel(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function labelFor(labels: Readonly<Record<string, { label: string } | string>>, key: string): string {
  const known = Object.hasOwn(labels, key) ? labels[key] : undefined;
  if (known === undefined) return fallbackLabel(key);
  return typeof known === "string" ? known : known.label;
}

function display(value: unknown): string {
  if (value === undefined || value === null || value === "") return "—";
  if (Array.isArray(value)) return value.length ? value.map(display).join(", ") : "—";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/**
 * Header values must stay on one line whatever a visitor typed. The schemas already strip bidi
 * and invisible characters; events queued before they did are cleaned here.
 */
function oneLine(value: string, max = 120): string {
  const flat = stripInvisibleCharacters(value)
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, " ")
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

function str(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/** The doubt about a lead that is still announced, as the subject and the body state it. */
function possibleSpam(event: LeadEvent): string | null {
  return event.spamReason ? `possible spam: ${event.spamReason}` : null;
}

function subjectFor(event: LeadEvent): string {
  const heading = LEAD_FORMS[event.type].heading;
  const name = str(event.fields.name) || str(event.fields.fullName);
  const title =
    event.type === "hiring_request"
      ? `${heading}: ${str(event.fields.company) || "unknown company"} (${name})`
      : `${heading}: ${name}${str(event.fields.specialization) ? ` (${str(event.fields.specialization)})` : ""}`;
  const doubt = possibleSpam(event);
  // The doubt goes first and is never cut: a long name or company is.
  return doubt ? `[${oneLine(doubt)}] ${oneLine(title)}` : oneLine(title);
}

export function renderLeadNotification(event: LeadEvent): NotificationMessage {
  const heading = LEAD_FORMS[event.type].heading;
  const fieldLabels = LEAD_FORMS[event.type].fields;
  const fieldRows = Object.entries(event.fields).map(([key, value]) => [
    labelFor(fieldLabels, key),
    display(value),
  ]);
  const attributionRows = Object.entries(event.attribution)
    .filter(([, value]) => value !== undefined && value !== "")
    .map(([key, value]) => [labelFor(ATTRIBUTION_LABELS, key), display(value)]);
  const doubt = possibleSpam(event);
  const metaRows = [
    ["Reference", event.id],
    ["Received", event.receivedAt],
  ];

  const textBlock = (rows: string[][]) => rows.map(([label, value]) => `${label}: ${value}`).join("\n");
  const text = [
    `${heading} from the website.`,
    ...(doubt ? ["", `Flagged as ${doubt}`] : []),
    "",
    textBlock(fieldRows),
    ...(attributionRows.length ? ["", "Where the visit came from", textBlock(attributionRows)] : []),
    "",
    textBlock(metaRows),
    "",
  ].join("\n");

  const htmlTable = (rows: string[][]) =>
    `<table cellpadding="6" cellspacing="0" style="border-collapse:collapse">${rows
      .map(
        ([label, value]) =>
          `<tr><th align="left" valign="top" style="border-bottom:1px solid #e5e7eb">${escapeHtml(
            label ?? "",
          )}</th><td style="border-bottom:1px solid #e5e7eb;white-space:pre-wrap">${escapeHtml(
            value ?? "",
          )}</td></tr>`,
      )
      .join("")}</table>`;
  const html = [
    "<!doctype html>",
    '<html><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#111827">',
    `<h1 style="font-size:18px">${escapeHtml(heading)}</h1>`,
    ...(doubt ? [`<p style="color:#b45309"><strong>Flagged as ${escapeHtml(doubt)}</strong></p>`] : []),
    htmlTable(fieldRows),
    ...(attributionRows.length
      ? ['<h2 style="font-size:15px">Where the visit came from</h2>', htmlTable(attributionRows)]
      : []),
    `<p style="color:#6b7280">Reference ${escapeHtml(event.id)} · received ${escapeHtml(event.receivedAt)}</p>`,
    "</body></html>",
  ].join("\n");

  const email = str(event.fields.email);
  return { subject: subjectFor(event), text, html, ...(email ? { replyTo: email } : {}) };
}
