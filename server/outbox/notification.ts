/**
 * The e-mail the sales team receives for each new lead: every field, as plain text and as HTML,
 * rendered with the shared e-mail templates (server/emails), which escape whatever a visitor typed.
 */
import { createElement } from "react";
import { languageLabel } from "../../app/lib/i18n/language-names";
import { stripInvisibleCharacters } from "../../app/lib/one-line-text";
import { LeadNotificationEmail } from "../emails/lead-notification";
import { renderEmail } from "../emails/render.server";
import { ATTRIBUTION_LABELS, LEAD_FORMS, type LeadType } from "../lead-forms";
import type { LeadEvent, ResumeSummary } from "./lead-event";

export type { LeadType };

const KIND_LABELS = { pdf: "PDF", docx: "Word document" } as const;

/** "cv.pdf (PDF, 312 kB)". */
function describeResume(resume: ResumeSummary): string {
  const size =
    resume.sizeBytes >= 1024 * 1024
      ? `${(resume.sizeBytes / (1024 * 1024)).toFixed(1)} MB`
      : `${Math.max(1, Math.round(resume.sizeBytes / 1024))} kB`;
  return `${resume.fileName} (${KIND_LABELS[resume.kind] ?? resume.kind}, ${size})`;
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
  // A checkbox's answer (a consent), as the team reads it.
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
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
  // Leads from companies are named by the company, candidates by their specialization.
  const title =
    event.type !== "candidate_application"
      ? `${heading}: ${str(event.fields.company) || "unknown company"} (${name})`
      : `${heading}: ${name}${str(event.fields.specialization) ? ` (${str(event.fields.specialization)})` : ""}`;
  const doubt = possibleSpam(event);
  // The doubt goes first and is never cut: a long name or company is.
  return doubt ? `[${oneLine(doubt)}] ${oneLine(title)}` : oneLine(title);
}

export async function renderLeadNotification(
  event: LeadEvent,
  siteOrigin: string,
): Promise<NotificationMessage> {
  const heading = LEAD_FORMS[event.type].heading;
  const fieldLabels = LEAD_FORMS[event.type].fields;
  const fieldRows = Object.entries(event.fields).map(
    // The candidate's language is named, not given as a code.
    ([key, value]) =>
      [labelFor(fieldLabels, key), key === "locale" ? languageLabel(value) : display(value)] as const,
  );
  if (event.resume) {
    // Named only: the file is downloaded from the inbox, never sent by e-mail.
    fieldRows.push([
      "Résumé",
      `${describeResume(event.resume)}: download it from the lead's page in the inbox`,
    ]);
  }
  const attributionRows = Object.entries(event.attribution)
    .filter(([, value]) => value !== undefined && value !== "")
    .map(([key, value]) => [labelFor(ATTRIBUTION_LABELS, key), display(value)] as const);
  const { html, text } = await renderEmail(
    createElement(LeadNotificationEmail, {
      siteOrigin,
      heading,
      doubt: possibleSpam(event),
      fields: fieldRows,
      attribution: attributionRows,
      reference: event.id,
      receivedAt: event.receivedAt,
    }),
  );
  const email = str(event.fields.email);
  return { subject: subjectFor(event), text, html, ...(email ? { replyTo: email } : {}) };
}
