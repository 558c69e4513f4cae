import type * as React from "react";
import type { ProcessStep } from "~/content/category-pages";
import { STEP_NUMBER } from "~/content/ui/step-number";
import { fill, useCatalogue } from "~/content/ui/ui-text";
import { cn } from "~/lib/cn";

/** Numbered steps, e.g. the hiring process or the vetting process. */
export function ProcessSteps({
  steps,
  tone = "default",
  stacked = false,
  list,
}: {
  steps: readonly ProcessStep[];
  tone?: "default" | "dark";
  /** One column at every width, for narrow side panels. */
  stacked?: boolean;
  /**
   * Props of the list, e.g. a sideways row on phones (rhythm.ts's rowProps). By default five
   * steps sit in rows of three and two, four in pairs, then each in one row from lg.
   */
  list?: React.ComponentProps<"ol">;
}) {
  const stepNumber = useCatalogue()?.sections.stepNumber ?? STEP_NUMBER;
  return (
    <ol
      className={cn(
        "grid gap-5",
        !stacked && (steps.length === 5 ? "sm:grid-cols-3 lg:grid-cols-5" : "sm:grid-cols-2 lg:grid-cols-4"),
      )}
      {...list}
    >
      {steps.map((step, index) => (
        <li
          key={step.title}
          className={cn("rounded-xl p-6", tone === "dark" ? "bg-white/10" : "border bg-card shadow-sm")}
        >
          <span
            aria-hidden="true"
            className={cn(
              "flex size-10 items-center justify-center rounded-full text-lg font-bold",
              tone === "dark" ? "bg-highlight text-navy-900" : "bg-primary text-white",
            )}
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold">
            <span className="sr-only">{fill(stepNumber, { number: index + 1 })} </span>
            {step.title}
          </h3>
          <p className={cn("mt-2", tone === "dark" ? "text-white/80" : "text-muted-foreground")}>
            {step.description}
          </p>
        </li>
      ))}
    </ol>
  );
}
