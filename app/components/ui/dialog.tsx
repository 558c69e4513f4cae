import * as DialogPrimitive from "@radix-ui/react-dialog";
import { XIcon } from "lucide-react";
import type * as React from "react";
import { cn } from "~/lib/cn";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;
export const DialogPortal = DialogPrimitive.Portal;

/**
 * The look of the site's dialogs, shared by the Radix dialog below and the native `<dialog>`
 * frame of the pages Astro builds (site/components/SiteModal.astro).
 */
export const dialogClasses = {
  overlay: "bg-navy-900/60 backdrop-blur-[2px]",
  /** The same, for a native dialog's `::backdrop`. */
  backdrop: "backdrop:bg-navy-900/60 backdrop:backdrop-blur-[2px]",
  /** The box, laid out as a column (`flex` for the Radix dialog, `open:flex` for a native one). */
  surface:
    "max-h-[90vh] w-[calc(100%-1.5rem)] max-w-lg flex-col overflow-hidden rounded-2xl border bg-background shadow-2xl focus:outline-none",
  close:
    "absolute top-3 right-3 inline-flex size-9 items-center justify-center rounded-lg text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring",
  header: "flex flex-col gap-1.5 border-b px-6 pt-6 pb-4 pr-14",
  body: "min-h-0 flex-1 overflow-y-auto px-6 py-5",
  title: "text-xl font-bold tracking-tight",
  description: "text-sm text-muted-foreground",
} as const;

export function DialogOverlay({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      className={cn("fixed inset-0 z-50", dialogClasses.overlay, className)}
      {...props}
    />
  );
}

export interface DialogContentProps extends React.ComponentProps<typeof DialogPrimitive.Content> {
  /** Label of the close button in the header corner. */
  closeLabel?: string;
}

export function DialogContent({ className, children, closeLabel = "Close", ...props }: DialogContentProps) {
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        className={cn(
          "fixed top-1/2 left-1/2 z-50 flex -translate-x-1/2 -translate-y-1/2",
          dialogClasses.surface,
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close className={dialogClasses.close} aria-label={closeLabel}>
          <XIcon className="size-5" aria-hidden="true" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

export function DialogHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn(dialogClasses.header, className)} {...props} />;
}

export function DialogBody({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn(dialogClasses.body, className)} {...props} />;
}

export function DialogTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn(dialogClasses.title, className)} {...props} />;
}

export function DialogDescription({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn(dialogClasses.description, className)} {...props} />;
}
