import * as React from "react";
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { ModalLoading } from "./hiring-form-modal";
import { type ModalState, useModalStateValue, useRequiredContext } from "./modal-state";

const ApplyModalContext = React.createContext<ModalState | null>(null);

export function ApplyModalProvider({ children }: { children: React.ReactNode }) {
  return <ApplyModalContext.Provider value={useModalStateValue()}>{children}</ApplyModalContext.Provider>;
}

export function useApplyModal(): ModalState {
  return useRequiredContext(ApplyModalContext, "useApplyModal", "ApplyModalProvider");
}

export const applyModalText = {
  title: "Apply as a Candidate",
  subtitle: "Join our network of pre-vetted Latin American professionals working with U.S. companies.",
} as const;

const ApplicationFormEmbed = React.lazy(
  () => import("~/features/candidate-application/application-form-embed"),
);

export function ApplyModal() {
  const { isOpen, setOpen } = useApplyModal();
  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      <DialogContent className="max-w-2xl" closeLabel="Close application form">
        <DialogHeader>
          <DialogTitle>{applyModalText.title}</DialogTitle>
          <DialogDescription>{applyModalText.subtitle}</DialogDescription>
        </DialogHeader>
        <DialogBody>
          <React.Suspense fallback={<ModalLoading label="Loading the application form" />}>
            <ApplicationFormEmbed onDone={() => setOpen(false)} />
          </React.Suspense>
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
