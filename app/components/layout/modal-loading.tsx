export function ModalLoading({ label }: { label: string }) {
  return (
    <div
      role="status"
      className="flex h-full min-h-40 items-center justify-center gap-3 text-muted-foreground"
    >
      <span
        className="size-5 animate-spin rounded-full border-2 border-primary border-t-transparent"
        aria-hidden="true"
      />
      <span>{label}…</span>
    </div>
  );
}
