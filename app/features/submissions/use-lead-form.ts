import * as React from "react";
import type { Attribution } from "~/content/forms/envelope";
import type { FormKind } from "~/content/forms/form-kinds";
import { FORM_TOKEN_FIELD, type FormTokenResponse } from "~/content/forms/form-token";
import { readAttribution } from "~/features/attribution/attribution";
import { fetchFormToken } from "./fetch-form-token";
import { HONEYPOT_INPUT_NAME } from "./honeypot-input";
import {
  readStoredDraft,
  removeStoredDraft,
  type StoredDraft,
  type SubmissionState,
  submissionStateOf,
  writeStoredDraft,
} from "./lead-draft";
import { rememberSubmission } from "./recent-submission";

export interface LeadDraftOptions<TDraft extends StoredDraft> {
  /** sessionStorage key of the draft. */
  storageKey: string;
  /** Turns stored data back into a draft the form can use; null when nothing is usable. */
  parse: (stored: StoredDraft) => TDraft | null;
  /** Called once after mounting with the restored draft. */
  onRestore: (draft: TDraft) => void;
}

export interface LeadFormOptions<TDraft extends StoredDraft> {
  form: FormKind;
  endpoint: string;
  /** The form's own fields: server errors about any other path (the envelope) are not shown. */
  fields: readonly string[];
  /** Keep the visitor's input in sessionStorage; forms without it keep their state in memory. */
  draft?: LeadDraftOptions<TDraft>;
}

export type LeadSubmitResult =
  | {
      ok: true;
      id: string /** The server's whole answer (the id and what else the endpoint adds). */;
      payload: unknown;
    }
  | {
      ok: false;
      /** The server's message for each of the form's fields it rejected (first message each). */
      fieldErrors: Record<string, string>;
      error: unknown;
    };

interface DraftRecord<TDraft> extends SubmissionState {
  draft?: TDraft;
}

/**
 * One submission design for every public form: the draft (when wanted), the form token, the
 * envelope (honeypot and attribution), the idempotency key and the server's field errors.
 *
 * The draft starts at the form's first interaction (`start`, wired by `formProps`); that is when
 * the form token is fetched, once for the draft's whole life: a reload or a second mount reuses
 * the stored token, so the server measures the fill time from the real start. A form without a
 * token (the fetch failed) fetches one when it is sent. Retries of the same body reuse its
 * idempotency key, so the server stores a submission once even if an answer got lost.
 */
export function useLeadForm<TDraft extends StoredDraft = StoredDraft>(options: LeadFormOptions<TDraft>) {
  const optionsRef = React.useRef(options);
  optionsRef.current = options;
  const recordRef = React.useRef<DraftRecord<TDraft> | null>(null);
  const tokenRequestRef = React.useRef<Promise<FormTokenResponse | null> | null>(null);
  const honeypotRef = React.useRef<HTMLInputElement>(null);
  const [ready, setReady] = React.useState(false);

  const persist = React.useCallback(() => {
    const storageKey = optionsRef.current.draft?.storageKey;
    const record = recordRef.current;
    if (!storageKey || !record) return;
    const { draft, formToken, idempotency } = record;
    writeStoredDraft(storageKey, { ...draft, formToken, idempotency });
  }, []);

  // Restored after mounting, never while rendering: the page is prerendered without it.
  React.useEffect(() => {
    const draftOptions = optionsRef.current.draft;
    const stored = draftOptions ? readStoredDraft(draftOptions.storageKey) : null;
    const draft = stored && draftOptions ? draftOptions.parse(stored) : null;
    if (stored && draft && draftOptions) {
      recordRef.current = { draft, ...submissionStateOf(stored) };
      draftOptions.onRestore(draft);
    }
    setReady(true);
  }, []);

  /** Fetches a token for the current draft, sharing a request already under way. */
  const requestToken = React.useCallback((): Promise<FormTokenResponse | null> => {
    const record = recordRef.current;
    if (!record) return Promise.resolve(null);
    if (record.formToken) return Promise.resolve(record.formToken);
    if (!tokenRequestRef.current) {
      const request = fetchFormToken(optionsRef.current.form).then((token) => {
        if (tokenRequestRef.current === request) tokenRequestRef.current = null;
        // A token that arrives after the draft was sent or discarded belongs to nobody.
        if (token && recordRef.current === record) {
          record.formToken = token;
          persist();
        }
        return token;
      });
      tokenRequestRef.current = request;
    }
    return tokenRequestRef.current;
  }, [persist]);

  const start = React.useCallback(() => {
    if (recordRef.current) return;
    recordRef.current = {};
    persist();
    void requestToken();
  }, [persist, requestToken]);

  /** Saves the form's draft (values, step); the first save also starts the draft. */
  const saveDraft = React.useCallback(
    (draft: TDraft) => {
      start();
      if (recordRef.current) recordRef.current.draft = draft;
      persist();
    },
    [start, persist],
  );

  const discardDraft = React.useCallback(() => {
    recordRef.current = null;
    tokenRequestRef.current = null;
    const storageKey = optionsRef.current.draft?.storageKey;
    if (storageKey) removeStoredDraft(storageKey);
  }, []);

  /** Sends the validated fields with the envelope, plus any attribution the form adds. Never rejects. */
  const submit = React.useCallback(
    async (
      fields: Record<string, unknown>,
      extraAttribution: Attribution = {},
    ): Promise<LeadSubmitResult> => {
      start();
      const record = recordRef.current as DraftRecord<TDraft>;
      const token = record.formToken ?? (await requestToken());
      const visit = readAttribution();
      const attribution =
        visit || Object.keys(extraAttribution).length > 0 ? { ...visit, ...extraAttribution } : undefined;
      const body = {
        ...fields,
        [HONEYPOT_INPUT_NAME]: honeypotRef.current?.value ?? "",
        ...(token ? { [FORM_TOKEN_FIELD]: token.token } : {}),
        ...(attribution ? { attribution } : {}),
      };
      // Loaded on submit: it brings zod, which the footer form must not load with every page.
      const { fieldErrorsOf, newIdempotencyKey, SubmitError, submitJson } = await import("./submit");
      const fingerprint = JSON.stringify(body);
      const idempotency =
        record.idempotency?.fingerprint === fingerprint
          ? record.idempotency
          : { key: newIdempotencyKey(), fingerprint };
      record.idempotency = idempotency;
      persist();
      try {
        const { id, payload } = await submitJson(optionsRef.current.endpoint, body, idempotency.key);
        if (recordRef.current === record) discardDraft();
        rememberSubmission(optionsRef.current.form, id);
        return { ok: true, id, payload };
      } catch (error) {
        const serverErrors = fieldErrorsOf(error);
        // A key the server has seen with another body cannot be used again.
        if (error instanceof SubmitError && error.status === 422) record.idempotency = undefined;
        // A token the server does not accept is of no use for the retry: fetch a new one then.
        if (FORM_TOKEN_FIELD in serverErrors) record.formToken = undefined;
        persist();
        const fieldErrors: Record<string, string> = {};
        for (const field of optionsRef.current.fields) {
          const message = serverErrors[field];
          if (message) fieldErrors[field] = message;
        }
        return { ok: false, fieldErrors, error };
      }
    },
    [start, requestToken, persist, discardDraft],
  );

  const formProps = React.useMemo(() => ({ onFocus: start, onInput: start }), [start]);

  return { ready, start, formProps, honeypotRef, saveDraft, discardDraft, submit };
}
