import * as React from "react";
import { Button } from "~/components/ui/button";
import { estimateEmailFormText as text } from "~/content/savings-calculator";
import type { CalculatorState } from "~/content/savings-model/url-state";

// The form's code (and what it brings) loads on the first click, keeping the page's first load small.
const EstimateEmailForm = React.lazy(() => import("./estimate-email-form"));

/** The "E-mail me this estimate" button; it opens the form in place. */
export function EstimateEmailSection({ estimate }: { estimate: CalculatorState }) {
  const [open, setOpen] = React.useState(false);
  return (
    <div className="rounded-xl border p-4" data-testid="estimate-email">
      {open ? (
        <React.Suspense fallback={<p className="text-sm text-muted-foreground">{text.open}…</p>}>
          <EstimateEmailForm estimate={estimate} />
        </React.Suspense>
      ) : (
        <>
          <Button
            type="button"
            variant="outline"
            className="w-full"
            onClick={() => setOpen(true)}
            // A click before the calculator is live counts once it is (site/scripts/held-clicks.ts).
            data-replays-early-click
          >
            {text.open}
          </Button>
          <p className="mt-2 text-center text-xs text-muted-foreground">{text.openHint}</p>
        </>
      )}
    </div>
  );
}
