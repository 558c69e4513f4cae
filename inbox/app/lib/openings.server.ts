/**
 * The openings pages' changes: each checks its input and writes its audit entry in the same
 * transaction as the change. Sales and admins create, edit, publish, close, reopen and duplicate;
 * only admins delete (checked here as well as by the page).
 */

import { JOB_STATUSES, type JobStatus } from "~/content/job-openings";
import {
  createOpening,
  deleteOpening,
  duplicateOpening,
  getOpeningById,
  type OpeningTransition,
  transitionOpening,
  updateOpening,
} from "~/features/jobs/openings.server";
import {
  OpeningFormSchema,
  type OpeningInput,
  openingFieldErrors,
  openingFormValues,
} from "~/features/jobs/schema";
import type { Database } from "~server/db/client";
import type { InboxRole, JobOpeningRow } from "~server/db/schema";
import type { OpeningFormState } from "../components/opening-editor";
import { recordAudit } from "./audit.server";
import { isUuid } from "./lead-tables.server";

export type OpeningSaveResult =
  | { ok: true; id: string; message: string }
  | { ok: false; status: 400 | 404; message: string; errors: Record<string, string> };

export type OpeningActionResult =
  | { ok: true; id: string | null; message: string }
  | { ok: false; status: 400 | 403 | 404 | 409; message: string };

export function isJobStatus(value: unknown): value is JobStatus {
  return typeof value === "string" && (JOB_STATUSES as readonly string[]).includes(value);
}

const INVALID = "Check the highlighted fields.";
const notFound = { ok: false, status: 404, message: "There is no such opening." } as const;

function parse(form: FormData) {
  return OpeningFormSchema.safeParse(openingFormValues(form));
}

/** The fields an edit changed, by name (never their text: the log keeps ids and names only). */
function changedFields(before: Record<string, unknown>, after: OpeningInput): string[] {
  return Object.entries(after)
    .filter(([key, value]) => JSON.stringify(before[key] ?? null) !== JSON.stringify(value ?? null))
    .map(([key]) => key);
}

export async function createOpeningFromForm(
  db: Database,
  form: FormData,
  actorId: string,
): Promise<OpeningSaveResult> {
  const parsed = parse(form);
  if (!parsed.success) {
    return { ok: false, status: 400, message: INVALID, errors: openingFieldErrors(parsed.error) };
  }
  const row = await db.transaction(async (tx) => {
    const created = await createOpening(tx, parsed.data, { actorId });
    await recordAudit(tx, {
      actorId,
      action: "opening.created",
      targetType: "opening",
      targetId: created.id,
      detail: { slug: created.slug, rateOverride: created.rateOverride },
    });
    return created;
  });
  return { ok: true, id: row.id, message: `Saved the draft "${row.title}".` };
}

export async function updateOpeningFromForm(
  db: Database,
  id: string,
  form: FormData,
  actorId: string,
): Promise<OpeningSaveResult> {
  if (!isUuid(id)) return { ...notFound, errors: {} };
  const parsed = parse(form);
  if (!parsed.success) {
    return { ok: false, status: 400, message: INVALID, errors: openingFieldErrors(parsed.error) };
  }
  const row = await db.transaction(async (tx) => {
    const before = await getOpeningById(tx, id);
    if (!before) return undefined;
    const updated = await updateOpening(tx, id, parsed.data, actorId);
    await recordAudit(tx, {
      actorId,
      action: "opening.updated",
      targetType: "opening",
      targetId: id,
      detail: {
        slug: before.slug,
        fields: changedFields(before, parsed.data),
        rateOverride: parsed.data.rateOverride,
      },
    });
    return updated;
  });
  if (!row) return { ...notFound, errors: {} };
  return { ok: true, id: row.id, message: "Saved your changes." };
}

const TRANSITION_MESSAGES: Record<OpeningTransition, { done: string; conflict: string }> = {
  publish: { done: "Published: candidates can see it now.", conflict: "Only a draft can be published." },
  close: {
    done: "Closed: candidates no longer see it.",
    conflict: "Only a published opening can be closed.",
  },
  reopen: {
    done: "Reopened: candidates can see it again.",
    conflict: "Only a closed opening can be reopened.",
  },
};

const AUDIT_ACTIONS: Record<OpeningTransition, string> = {
  publish: "opening.published",
  close: "opening.closed",
  reopen: "opening.reopened",
};

/** Publish, close, reopen, duplicate or delete, by the form's `intent`. */
export async function runOpeningAction(
  db: Database,
  input: { id: unknown; intent: unknown; actorId: string; role: InboxRole },
): Promise<OpeningActionResult> {
  const { intent, actorId } = input;
  if (typeof input.id !== "string" || !isUuid(input.id)) return notFound;
  const id = input.id;

  if (intent === "publish" || intent === "close" || intent === "reopen") {
    return db.transaction(async (tx) => {
      const row = await transitionOpening(tx, id, intent, actorId);
      if (!row) {
        const exists = await getOpeningById(tx, id);
        return exists ? { ok: false, status: 409, message: TRANSITION_MESSAGES[intent].conflict } : notFound;
      }
      await recordAudit(tx, {
        actorId,
        action: AUDIT_ACTIONS[intent],
        targetType: "opening",
        targetId: id,
        detail: { slug: row.slug },
      });
      return { ok: true, id, message: TRANSITION_MESSAGES[intent].done };
    });
  }

  if (intent === "duplicate") {
    return db.transaction(async (tx) => {
      const copy = await duplicateOpening(tx, id, actorId);
      if (!copy) return notFound;
      await recordAudit(tx, {
        actorId,
        action: "opening.duplicated",
        targetType: "opening",
        targetId: copy.id,
        detail: { from: id, slug: copy.slug },
      });
      return { ok: true, id: copy.id, message: "This is the copy, saved as a draft." };
    });
  }

  if (intent === "delete") {
    if (input.role !== "admin")
      return { ok: false, status: 403, message: "Only admins can delete an opening." };
    return db.transaction(async (tx) => {
      const row = await deleteOpening(tx, id);
      if (!row) return notFound;
      await recordAudit(tx, {
        actorId,
        action: "opening.deleted",
        targetType: "opening",
        targetId: id,
        detail: { slug: row.slug, status: row.status },
      });
      return { ok: true, id: null, message: `Deleted "${row.title}".` };
    });
  }

  return { ok: false, status: 400, message: "Unknown action." };
}

/** The editor's state for a stored opening. */
export function openingFormState(row: JobOpeningRow): OpeningFormState {
  return {
    title: row.title,
    category: row.category,
    stack: row.stack,
    seniority: row.seniority,
    type: row.type,
    countries: row.countries,
    rateMin: String(row.rateMin),
    rateMax: String(row.rateMax),
    rateOverride: row.rateOverride,
    description: row.description,
    responsibilities: row.responsibilities,
    requirements: row.requirements,
    benefits: row.benefits,
    translations: row.translations,
    validThrough: row.validThrough ?? "",
  };
}

/** The editor's state as it was posted, shown again when the save was refused. */
export function submittedFormState(form: FormData): OpeningFormState {
  const values = openingFormValues(form) as Omit<OpeningFormState, "translations"> & {
    translations: OpeningFormState["translations"];
  };
  return values;
}
