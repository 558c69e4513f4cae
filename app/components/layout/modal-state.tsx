import * as React from "react";

export interface ModalState {
  isOpen: boolean;
  open: () => void;
  close: () => void;
  setOpen: (open: boolean) => void;
  /** For the dialog's onCloseAutoFocus: puts focus back on whatever opened the modal. */
  restoreFocus: (event: Event) => void;
}

/**
 * Open/closed state of one site-wide modal, to be put in that modal's context. The modals
 * are opened from many buttons rather than one trigger, so the opener is remembered here and
 * focus returns to it when the modal closes.
 */
export function useModalStateValue(): ModalState {
  const [isOpen, setIsOpen] = React.useState(false);
  const openerRef = React.useRef<HTMLElement | null>(null);
  return React.useMemo(() => {
    const setOpen = (next: boolean) => {
      if (next && document.activeElement instanceof HTMLElement) openerRef.current = document.activeElement;
      setIsOpen(next);
    };
    return {
      isOpen,
      setOpen,
      open: () => setOpen(true),
      close: () => setOpen(false),
      restoreFocus: (event: Event) => {
        const opener = openerRef.current;
        if (!opener?.isConnected) return;
        event.preventDefault();
        opener.focus();
      },
    };
  }, [isOpen]);
}

/** Reads a provider's value, failing loudly (naming hook and provider) when used outside it. */
export function useRequiredContext<T>(
  context: React.Context<T | null>,
  hookName: string,
  providerName: string,
): T {
  const value = React.useContext(context);
  if (!value) throw new Error(`${hookName} must be used within a ${providerName}`);
  return value;
}

/**
 * True from the first time `isOpen` is true. Dialogs are downloaded and mounted only then,
 * which keeps their code out of the first load, and stay mounted so closing can animate and
 * return focus.
 */
export function useMountedOnceOpen(isOpen: boolean): boolean {
  const [mounted, setMounted] = React.useState(isOpen);
  if (isOpen && !mounted) setMounted(true);
  return mounted;
}
