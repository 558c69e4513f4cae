import * as React from "react";
import { Button } from "~/components/ui/button";
import type { DialogPanelProps } from "./dialog-panel";

const DialogPanel = React.lazy(() => import("./dialog-panel"));

/**
 * A button opening an informational dialog. The dialog code is fetched on first click so the
 * page's first-load JavaScript stays small.
 */
export function DialogButton({
  trigger,
  variant = "default",
  ...panel
}: Omit<DialogPanelProps, "open" | "onOpenChange"> & { trigger: string; variant?: "default" | "outline" }) {
  const [open, setOpen] = React.useState(false);
  const [mounted, setMounted] = React.useState(false);
  return (
    <>
      <Button
        size="lg"
        variant={variant}
        aria-haspopup="dialog"
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        {trigger}
      </Button>
      {mounted ? (
        <React.Suspense fallback={null}>
          <DialogPanel {...panel} open={open} onOpenChange={setOpen} />
        </React.Suspense>
      ) : null}
    </>
  );
}
