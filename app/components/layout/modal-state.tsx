import * as React from "react";

export interface ModalState {
  isOpen: boolean;
  open: () => void;
  close: () => void;
  setOpen: (open: boolean) => void;
  /** For the dialog's onCloseAutoFocus: puts focus back on whatever opened the modal. */
  restoreFocus: (event: Event) => void;
}

/** Open/closed state of one site-wide modal, kept outside React; see `createModalStore`. */
export interface ModalStore {
  getSnapshot: () => boolean;
  subscribe: (listener: () => void) => () => void;
  open: () => void;
  close: () => void;
  setOpen: (open: boolean) => void;
  /** For the dialog's onCloseAutoFocus: puts focus back on whatever opened the modal. */
  restoreFocus: (event: Event) => void;
}

/**
 * A module-level store for one site-wide modal, so that every part of the page that opens it
 * or shows it reads the same state, whichever React root it renders in (or none: a plain
 * button's script calls `open`). The modals are opened from many buttons rather than one
 * trigger, so the opener is remembered here and focus returns to it when the modal closes.
 *
 * Only a browser changes the state: on the server `open` does nothing, so a modal is always
 * rendered closed and one render cannot leave a modal open for the next.
 */
export function createModalStore(): ModalStore {
  let isOpen = false;
  let opener: HTMLElement | null = null;
  const listeners = new Set<() => void>();

  const setOpen = (next: boolean) => {
    if (typeof document === "undefined" || next === isOpen) return;
    if (next) opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    isOpen = next;
    for (const listener of listeners) listener();
  };

  return {
    getSnapshot: () => isOpen,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    open: () => setOpen(true),
    close: () => setOpen(false),
    setOpen,
    restoreFocus: (event) => {
      if (!opener?.isConnected) return;
      event.preventDefault();
      opener.focus();
    },
  };
}

/** The "Get Started" hiring form modal (hiring-form-modal.tsx). */
export const hiringFormModalStore = createModalStore();
/** The candidate application modal (apply-modal.tsx). */
export const applyModalStore = createModalStore();

const closedOnServer = () => false;

/** A modal's state and actions, re-rendering the component when it opens or closes. */
export function useModalStore(store: ModalStore): ModalState {
  const isOpen = React.useSyncExternalStore(store.subscribe, store.getSnapshot, closedOnServer);
  return React.useMemo(
    () => ({
      isOpen,
      open: store.open,
      close: store.close,
      setOpen: store.setOpen,
      restoreFocus: store.restoreFocus,
    }),
    [store, isOpen],
  );
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
