import * as React from "react";
import type { UseFormReturn } from "react-hook-form";
import { clearDraft, type HiringDraft, loadDraft, saveDraft } from "./draft-storage";
import { type HiringFormValues, toHiringFormValues } from "./form-values";

/**
 * Restores the saved draft once after mounting (never during rendering: the page is prerendered
 * without it), then saves every change and step move while `active`. `ready` turns true then,
 * which also tells that the form is hydrated.
 */
export function useHiringDraft(
  form: UseFormReturn<HiringFormValues>,
  step: number,
  onRestore: (draft: HiringDraft) => void,
  active: boolean,
): { ready: boolean; discardDraft: () => void } {
  const [restored, setRestored] = React.useState(false);
  const onRestoreRef = React.useRef(onRestore);
  onRestoreRef.current = onRestore;

  React.useEffect(() => {
    const draft = loadDraft();
    if (draft) onRestoreRef.current(draft);
    setRestored(true);
  }, []);

  React.useEffect(() => {
    if (!restored || !active) return;
    saveDraft({ step, values: form.getValues() });
    const subscription = form.watch((values) => saveDraft({ step, values: toHiringFormValues(values) }));
    return () => subscription.unsubscribe();
  }, [restored, active, step, form]);

  return { ready: restored, discardDraft: React.useCallback(() => clearDraft(), []) };
}
