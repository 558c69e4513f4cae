import type * as React from "react";
import { cn } from "~/lib/cn";
import { MatchReportForm } from "./match-report-form";

/** Ids of the offer's `<dialog>` on a page Astro builds and of the title and text that name it. */
export const matchReportDialogIds = {
  dialog: "match-report",
  title: "match-report-title",
  description: "match-report-description",
} as const;

function Title({ className, children }: { className?: string; children: React.ReactNode }) {
  return (
    <h2 id={matchReportDialogIds.title} className={cn("text-xl font-bold tracking-tight", className)}>
      {children}
    </h2>
  );
}

function Description({ className, children }: { className?: string; children: React.ReactNode }) {
  return (
    <p id={matchReportDialogIds.description} className={cn("text-sm text-muted-foreground", className)}>
      {children}
    </p>
  );
}

/**
 * The offer's form as an island of a page Astro builds, inside the native `<dialog>` the page's
 * script opens (site/components/Widgets.astro). It hydrates when the visitor first uses it;
 * closing the dialog is what dismisses the offer.
 */
export function MatchReportIsland() {
  return (
    <MatchReportForm
      Title={Title}
      Description={Description}
      onDismiss={() => {
        const dialog = document.getElementById(matchReportDialogIds.dialog);
        if (dialog instanceof HTMLDialogElement) dialog.close();
      }}
    />
  );
}
