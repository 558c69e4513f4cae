import * as React from "react";
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { applyModalText } from "./apply-modal";
import { ModalLoading } from "./modal-loading";

const ApplicationFormEmbed = React.lazy(
  () => import("~/features/candidate-application/application-form-embed"),
);

export default function ApplyDialog({
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
        className="max-w-2xl"
        closeLabel="Close application form"
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <DialogHeader>
          <DialogTitle>{applyModalText.title}</DialogTitle>
          <DialogDescription>{applyModalText.subtitle}</DialogDescription>
        </DialogHeader>
        <DialogBody>
          <React.Suspense fallback={<ModalLoading label="Loading the application form" />}>
            <ApplicationFormEmbed onDone={() => onOpenChange(false)} />
          </React.Suspense>
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
