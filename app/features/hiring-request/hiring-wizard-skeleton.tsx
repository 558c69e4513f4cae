/**
 * Holds the wizard's place while its code loads after a client-side navigation, with the
 * size of the first step so nothing moves when the form appears.
 */
export function HiringWizardSkeleton({ label }: { label: string }) {
  return (
    <div
      role="status"
      aria-label={label}
      className="flex animate-pulse flex-col gap-6 motion-reduce:animate-none"
    >
      <div>
        <div className="flex h-5 items-center justify-between">
          <div className="h-4 w-24 rounded bg-muted" />
          <div className="h-4 w-20 rounded bg-muted" />
        </div>
        <div className="mt-2 h-2 rounded-full bg-primary-soft" />
      </div>
      <div className="flex flex-col gap-8">
        <div>
          <div className="h-7 w-40 rounded bg-muted sm:h-8" />
          <div className="mt-1 h-5 w-56 rounded bg-muted" />
          <div className="mt-5 grid gap-5 sm:grid-cols-2">
            {["name", "email", "phone", "company"].map((field) => (
              <div key={field} className="flex flex-col gap-1.5">
                <div className="h-5 w-24 rounded bg-muted" />
                <div className="h-11 rounded-lg border bg-muted/40" />
              </div>
            ))}
          </div>
        </div>
        <div className="flex border-t pt-5">
          <div className="ml-auto h-12 w-28 rounded-lg bg-muted" />
        </div>
      </div>
    </div>
  );
}
