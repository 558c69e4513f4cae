import type * as React from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { describedBy, Field, FieldError, fieldDescriptionId, fieldErrorId } from "~/components/ui/field";
import { Input, Textarea } from "~/components/ui/input";
import { cn } from "~/lib/cn";

export function TextField({
  id,
  label,
  error,
  registration,
  className,
  ...inputProps
}: {
  id: string;
  label: string;
  error?: string;
  registration: UseFormRegisterReturn;
} & Omit<React.ComponentProps<"input">, "id" | "name">) {
  return (
    <Field id={id} label={label} error={error} className={className}>
      {(control) => <Input {...inputProps} {...control} {...registration} />}
    </Field>
  );
}

export function TextAreaField({
  id,
  label,
  error,
  registration,
  ...textareaProps
}: {
  id: string;
  label: string;
  error?: string;
  registration: UseFormRegisterReturn;
} & Omit<React.ComponentProps<"textarea">, "id" | "name">) {
  return (
    <Field id={id} label={label} error={error}>
      {(control) => <Textarea {...textareaProps} {...control} {...registration} />}
    </Field>
  );
}

/**
 * A group of option cards: checkboxes for several answers, radios for one. The step heading is
 * the legend, so the group is announced by the question it answers.
 */
export function OptionGroup({
  id,
  type,
  heading,
  description,
  options,
  error,
  registration,
}: {
  id: string;
  type: "checkbox" | "radio";
  heading: React.ReactNode;
  description: string;
  options: readonly string[];
  error?: string;
  registration: UseFormRegisterReturn;
}) {
  const descriptionId = fieldDescriptionId(id);
  const errorId = fieldErrorId(id);
  return (
    <fieldset className="min-w-0" aria-describedby={describedBy(descriptionId, error && errorId)}>
      <legend className="w-full p-0">{heading}</legend>
      <p id={descriptionId} className="mt-1 text-sm text-muted-foreground">
        {description}
      </p>
      <div className="mt-5 grid gap-3 sm:grid-cols-2">
        {options.map((option, index) => (
          <label
            key={option}
            className={cn(
              "flex min-h-14 min-w-0 cursor-pointer items-center gap-3 rounded-xl border bg-background px-4 py-3 text-sm font-medium shadow-xs transition-colors",
              "hover:border-primary/60 hover:bg-primary-soft/40",
              "has-checked:border-primary has-checked:bg-primary-soft has-checked:ring-1 has-checked:ring-primary",
              "has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring",
              error && "border-destructive/60",
            )}
          >
            <input
              id={`${id}-${index}`}
              type={type}
              value={option}
              className="size-4 shrink-0 accent-primary focus-visible:outline-none"
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(error && errorId)}
              {...registration}
            />
            <span className="min-w-0 break-words">{option}</span>
          </label>
        ))}
      </div>
      <div className="mt-3">
        <FieldError id={errorId} message={error} />
      </div>
    </fieldset>
  );
}
