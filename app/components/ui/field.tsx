import { AlertCircleIcon } from "lucide-react";
import type * as React from "react";
import { cn } from "~/lib/cn";
import { Label } from "./input";

/** Joins the ids a control is described by, or undefined when there are none. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(" ") || undefined;
}

/** Id of a field's error message: `${fieldId}-error`. */
export const fieldErrorId = (fieldId: string) => `${fieldId}-error`;
/** Id of a field's description: `${fieldId}-description`. */
export const fieldDescriptionId = (fieldId: string) => `${fieldId}-description`;

/** On a dark background the destructive red is too dark to read. */
type Tone = "default" | "inverse";

export function FieldError({ id, message, tone = "default" }: { id: string; message?: string; tone?: Tone }) {
  if (!message) return null;
  return (
    <p
      id={id}
      className={cn(
        "flex items-start gap-1.5 text-sm font-medium",
        tone === "inverse" ? "text-rose-200" : "text-destructive",
      )}
    >
      <AlertCircleIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span className="min-w-0 break-words">{message}</span>
    </p>
  );
}

function FieldDescription({
  id,
  children,
  tone = "default",
}: {
  id: string;
  children: React.ReactNode;
  tone?: Tone;
}) {
  return (
    <p id={id} className={cn("text-xs", tone === "inverse" ? "text-white/75" : "text-muted-foreground")}>
      {children}
    </p>
  );
}

/** What a field hands its control: the id its label points to and the accessibility wiring. */
export interface FieldControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/**
 * One form field: label, control, description and error message. The control comes from
 * `children`, which receives its id, `aria-invalid` and `aria-describedby` (the error first,
 * then the description), so every form wires them the same way.
 */
export function Field({
  id,
  label,
  description,
  error,
  tone = "default",
  className,
  labelClassName,
  children,
}: {
  id: string;
  label: React.ReactNode;
  description?: React.ReactNode;
  error?: string;
  tone?: Tone;
  className?: string;
  labelClassName?: string;
  children: (control: FieldControlProps) => React.ReactNode;
}) {
  const errorId = fieldErrorId(id);
  const descriptionId = fieldDescriptionId(id);
  return (
    <div className={cn("flex min-w-0 flex-col gap-1.5", className)}>
      <Label htmlFor={id} className={labelClassName}>
        {label}
      </Label>
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy(error && errorId, description ? descriptionId : undefined),
      })}
      {description ? (
        <FieldDescription id={descriptionId} tone={tone}>
          {description}
        </FieldDescription>
      ) : null}
      <FieldError id={errorId} message={error} tone={tone} />
    </div>
  );
}

/**
 * Focuses the first control, in reading order, whose name is in `names`. Reading order is the
 * form's document order, not the order the fields were registered or reported in.
 */
export function focusFirstField(form: HTMLFormElement | null, names: Iterable<string>): boolean {
  if (!form) return false;
  const wanted = new Set(names);
  for (const element of Array.from(form.elements)) {
    if (
      (element instanceof HTMLInputElement ||
        element instanceof HTMLSelectElement ||
        element instanceof HTMLTextAreaElement) &&
      wanted.has(element.name) &&
      !element.disabled
    ) {
      element.focus();
      return true;
    }
  }
  return false;
}
