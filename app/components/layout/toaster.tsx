import * as React from "react";

const SonnerToaster = React.lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

/** The toast outlet, mounted after hydration so its code stays out of the first load. */
export function Toaster() {
  const [mounted, setMounted] = React.useState(false);
  React.useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <React.Suspense fallback={null}>
      <SonnerToaster position="top-right" richColors closeButton />
    </React.Suspense>
  );
}
