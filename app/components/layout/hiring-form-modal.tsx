import * as React from "react";
import { hiringFormModalStore, type ModalState, useModalStore, useMountedOnceOpen } from "./modal-state";

/** The hiring form modal's state, shared by every React root of the page (modal-state.tsx). */
export function useHiringFormModal(): ModalState {
  return useModalStore(hiringFormModalStore);
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
