import * as React from "react";
import { applyModalStore, type ModalState, useModalStore, useMountedOnceOpen } from "./modal-state";

/** The apply modal's state, shared by every React root of the page (modal-state.tsx). */
export function useApplyModal(): ModalState {
  return useModalStore(applyModalStore);
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
