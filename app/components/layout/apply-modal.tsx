import * as React from "react";
import { type ModalState, useModalStateValue, useMountedOnceOpen, useRequiredContext } from "./modal-state";

const ApplyModalContext = React.createContext<ModalState | null>(null);

export function ApplyModalProvider({ children }: { children: React.ReactNode }) {
  return <ApplyModalContext.Provider value={useModalStateValue()}>{children}</ApplyModalContext.Provider>;
}

export function useApplyModal(): ModalState {
  return useRequiredContext(ApplyModalContext, "useApplyModal", "ApplyModalProvider");
}

const ApplyDialog = React.lazy(() => import("./apply-dialog"));

/** The candidate application modal; its code is fetched the first time it opens. */
export function ApplyModal() {
  const { isOpen, setOpen, restoreFocus } = useApplyModal();
  if (!useMountedOnceOpen(isOpen)) return null;
  return (
    <React.Suspense fallback={null}>
      <ApplyDialog open={isOpen} onOpenChange={setOpen} onCloseAutoFocus={restoreFocus} />
    </React.Suspense>
  );
}
