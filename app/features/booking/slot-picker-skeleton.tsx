/**
 * Holds the slot picker's place on /book-a-call while its code loads, in the picker's own layout
 * (details and zone beside the days and times), so nothing moves when it appears.
 */
export function SlotPickerSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="@container animate-pulse motion-reduce:animate-none">
      <div className="h-7 w-56 rounded bg-muted" />
      <div className="mt-5 grid gap-6 @3xl:grid-cols-[minmax(0,18rem)_minmax(0,1fr)] @3xl:gap-10">
        <div className="flex flex-col gap-5">
          {["name", "email", "company", "zone"].map((field) => (
            <div key={field} className="flex flex-col gap-1.5">
              <div className="h-5 w-24 rounded bg-muted" />
              <div className="h-11 rounded-lg border bg-muted/40" />
            </div>
          ))}
        </div>
        <div className="min-h-48 rounded-xl bg-muted" />
      </div>
      <div className="mt-5 flex border-t pt-5">
        <div className="ml-auto h-12 w-40 rounded-lg bg-muted" />
      </div>
    </div>
  );
}
