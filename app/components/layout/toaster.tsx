import * as React from "react";

const SonnerToaster = React.lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

// Toasts rise from the bottom, above the chat button: at the top they would cover the header's
// buttons, and the title and close button of an open modal. The one placed at the top on phones
// (the hiring request's confirmation) sits below the sticky header and a modal's close button.
const offset = { top: 72, bottom: 88 };

/** The toast outlet, mounted after hydration so its code stays out of the first load. */
export function Toaster() {
  const [mounted, setMounted] = React.useState(false);
  React.useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <React.Suspense fallback={null}>
      <SonnerToaster position="bottom-right" offset={offset} mobileOffset={offset} richColors closeButton />
    </React.Suspense>
  );
}
