import * as React from "react";
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { hiringModalText } from "./hiring-form-modal";
import { ModalLoading } from "./modal-loading";

const HiringFormEmbed = React.lazy(() => import("~/features/hiring-request/hiring-form-embed"));

export default function HiringFormDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="h-[600px] max-w-4xl"
        closeLabel="Close hiring form"
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <DialogHeader>
          <DialogTitle>{hiringModalText.title}</DialogTitle>
          <DialogDescription>{hiringModalText.subtitle}</DialogDescription>
        </DialogHeader>
        <DialogBody>
          <section aria-label={hiringModalText.formTitle} className="h-full">
            <React.Suspense fallback={<ModalLoading label="Loading the hiring form" />}>
              <HiringFormEmbed />
            </React.Suspense>
          </section>
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
