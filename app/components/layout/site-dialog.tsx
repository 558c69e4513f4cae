import * as React from "react";
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { ModalLoading } from "./modal-loading";

/** What a site-wide modal's lazily loaded dialog receives from its provider. */
export interface ModalDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}

/** The frame of the site-wide modals: title and subtitle in the header, a lazily loaded body. */
export function SiteDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
  title,
  subtitle,
  closeLabel,
  loadingLabel,
  className,
  titleRef,
  children,
}: ModalDialogProps & {
  title: string;
  subtitle: string;
  closeLabel: string;
  loadingLabel: string;
  className?: string;
  /** For a body that moves focus to the title, e.g. when the title becomes a confirmation. */
  titleRef?: React.Ref<HTMLHeadingElement>;
  children: React.ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={className} closeLabel={closeLabel} onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle ref={titleRef} tabIndex={-1} className="outline-none">
            {title}
          </DialogTitle>
          <DialogDescription>{subtitle}</DialogDescription>
        </DialogHeader>
        <DialogBody>
          <React.Suspense fallback={<ModalLoading label={loadingLabel} />}>{children}</React.Suspense>
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
