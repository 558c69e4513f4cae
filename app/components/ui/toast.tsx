import * as React from "react";
import type { toast as sonnerToast } from "sonner";

// Toasts rise from the bottom, above the chat button: at the top they would cover the header's
// buttons, and the title and close button of an open modal. The one placed at the top on phones
// (the hiring request's confirmation) sits below the sticky header and a modal's close button.
const offset = { top: 72, bottom: 88 };

let outlet: Promise<typeof sonnerToast> | undefined;

/** Runs `onReady` once the elements rendered before it have run their effects. */
function Ready({ onReady }: { onReady: () => void }) {
  React.useEffect(() => onReady(), [onReady]);
  return null;
}

/**
 * The toast library and its outlet, loaded and mounted (in a React root of its own at the end of
 * the page) on the first toast: no page loads their code before a form has something to say.
 * Resolves once the outlet listens, so the first toast is not missed.
 */
function toastOutlet(): Promise<typeof sonnerToast> {
  outlet ??= Promise.all([import("sonner"), import("react-dom/client")]).then(
    ([{ Toaster, toast }, { createRoot }]) =>
      new Promise((resolve) => {
        const container = document.createElement("div");
        document.body.append(container);
        createRoot(container).render(
          <>
            <Toaster position="bottom-right" offset={offset} mobileOffset={offset} richColors closeButton />
            <Ready onReady={() => resolve(toast)} />
          </>,
        );
      }),
  );
  return outlet;
}

/**
 * Shows a toast; `error` is the destructive variant. Toasts sharing an `id` replace one another,
 * so a form's latest outcome is the only one on screen. Toasts rise from the bottom unless
 * `position` puts one at the top.
 */
export async function notify(
  kind: "success" | "error",
  title: string,
  description?: string,
  id?: string,
  options: { position?: "top-center" } = {},
): Promise<void> {
  const toast = await toastOutlet();
  toast[kind](title, { description, id, ...options });
}

/**
 * Takes every toast off the screen, for a visitor who moves on to what a toast may sit over (the
 * booking panel under the hiring request's confirmation). Loads nothing when no toast was shown.
 */
export function dismissNotifications(): void {
  void outlet?.then((toast) => toast.dismiss());
}
