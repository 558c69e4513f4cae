import * as React from "react";
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { site } from "~/content/site";
import { type ModalState, useModalStateValue, useRequiredContext } from "./modal-state";

const HiringFormModalContext = React.createContext<ModalState | null>(null);

export function HiringFormModalProvider({ children }: { children: React.ReactNode }) {
  return (
    <HiringFormModalContext.Provider value={useModalStateValue()}>{children}</HiringFormModalContext.Provider>
  );
}

export function useHiringFormModal(): ModalState {
  return useRequiredContext(HiringFormModalContext, "useHiringFormModal", "HiringFormModalProvider");
}

export const hiringModalText = {
  title: `Get Started with ${site.name}`,
  subtitle: "Tell us about your hiring needs and we'll get back to you within 24 hours.",
  formTitle: "Hiring Form",
} as const;

// The wizard is only downloaded when the modal first opens, keeping it out of every page's first load.
const HiringFormEmbed = React.lazy(() => import("~/features/hiring-request/hiring-form-embed"));

export function HiringFormModal() {
  const { isOpen, setOpen } = useHiringFormModal();
  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      <DialogContent className="h-[600px] max-w-4xl" closeLabel="Close hiring form">
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

export function ModalLoading({ label }: { label: string }) {
  return (
    <div
      role="status"
      className="flex h-full min-h-40 items-center justify-center gap-3 text-muted-foreground"
    >
      <span
        className="size-5 animate-spin rounded-full border-2 border-primary border-t-transparent"
        aria-hidden="true"
      />
      <span>{label}…</span>
    </div>
  );
}
