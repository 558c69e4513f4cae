import * as React from "react";
import { type ModalState, useModalStateValue, useMountedOnceOpen, useRequiredContext } from "./modal-state";

const HiringFormModalContext = React.createContext<ModalState | null>(null);

export function HiringFormModalProvider({ children }: { children: React.ReactNode }) {
  return (
    <HiringFormModalContext.Provider value={useModalStateValue()}>{children}</HiringFormModalContext.Provider>
  );
}

export function useHiringFormModal(): ModalState {
  return useRequiredContext(HiringFormModalContext, "useHiringFormModal", "HiringFormModalProvider");
}

const HiringFormDialog = React.lazy(() => import("./hiring-form-dialog"));

/** The global "Get Started" modal; its code is fetched the first time it opens. */
export function HiringFormModal() {
  const { isOpen, setOpen, restoreFocus } = useHiringFormModal();
  if (!useMountedOnceOpen(isOpen)) return null;
  return (
    <React.Suspense fallback={null}>
      <HiringFormDialog open={isOpen} onOpenChange={setOpen} onCloseAutoFocus={restoreFocus} />
    </React.Suspense>
  );
}
