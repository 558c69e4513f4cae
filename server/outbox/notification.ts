/**
 * The e-mail the sales team receives for each new lead: every field, as plain text and as HTML.
 * Everything that came from a visitor is escaped before it reaches the HTML part.
 */

export type LeadType = "hiring_request" | "candidate_application";

/** The event stored in the outbox and sent to the webhook: a snapshot of the stored record. */
export interface LeadEvent {
  type: LeadType;
  id: string;
  receivedAt: string;
  fields: Record<string, unknown>;
  attribution: Record<string, unknown>;
}

export interface NotificationMessage {
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

const FIELD_LABELS: Record<string, string> = {
  name: "Name",
  fullName: "Full name",
  email: "Email",
  phone: "Phone",
  company: "Company",
  roles: "Roles",
  primaryGoal: "Primary goal",
  budgetRange: "Budget range",
  industries: "Industries",
  additionalInfo: "Additional information",
  country: "Country",
  category: "Category",
  specialization: "Specialization",
  stack: "Specialization",
  yearsExperience: "Years of experience",
  englishLevel: "English level",
  profileUrl: "LinkedIn or portfolio",
  linkedinUrl: "LinkedIn or portfolio",
  portfolioUrl: "Portfolio",
  hourlyRate: "Expected hourly rate (USD)",
  expectedHourlyRate: "Expected hourly rate (USD)",
  note: "Note",
  utmSource: "UTM source",
  utmMedium: "UTM medium",
  utmCampaign: "UTM campaign",
  utmTerm: "UTM term",
  utmContent: "UTM content",
  referrer: "Referrer",
  landingPage: "Landing page",
};

function labelFor(key: string): string {
  const known = FIELD_LABELS[key];
  if (known) return known;
  const words = key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
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

/** Header values must stay on one line whatever a visitor typed. */
function oneLine(value: string, max = 120): string {
  const flat = value.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

function str(value: unknown): string {
  return typeof value === "string" ? value : "";
}

function subjectFor(event: LeadEvent): string {
  const name = str(event.fields.name) || str(event.fields.fullName);
  if (event.type === "hiring_request") {
    return oneLine(`New hiring request: ${str(event.fields.company) || "unknown company"} (${name})`);
  }
  const role = str(event.fields.specialization) || str(event.fields.stack) || str(event.fields.category);
  return oneLine(`New candidate application: ${name}${role ? ` (${role})` : ""}`);
}

const HEADINGS: Record<LeadType, string> = {
  hiring_request: "New hiring request",
  candidate_application: "New candidate application",
};

export function renderLeadNotification(event: LeadEvent): NotificationMessage {
  const fieldRows = Object.entries(event.fields).map(([key, value]) => [labelFor(key), display(value)]);
  const attributionRows = Object.entries(event.attribution)
    .filter(([, value]) => value !== undefined && value !== "")
    .map(([key, value]) => [labelFor(key), display(value)]);
  const metaRows = [
    ["Reference", event.id],
    ["Received", event.receivedAt],
  ];

  const textBlock = (rows: string[][]) => rows.map(([label, value]) => `${label}: ${value}`).join("\n");
  const text = [
    `${HEADINGS[event.type]} from the website.`,
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
    `<h1 style="font-size:18px">${escapeHtml(HEADINGS[event.type])}</h1>`,
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
