/**
 * The look of the site's dialogs, each a native `<dialog>`: the site-wide modals
 * (site/components/SiteModal.astro), the informational dialogs and the mobile menu.
 */
export const dialogClasses = {
  /** For a native dialog's `::backdrop`. */
  backdrop: "backdrop:bg-navy-900/60 backdrop:backdrop-blur-[2px]",
  /** The box, laid out as a column once open (`open:flex`). */
  surface:
    "max-h-[90vh] w-[calc(100%-1.5rem)] max-w-lg flex-col overflow-hidden rounded-2xl border bg-background shadow-2xl focus:outline-none",
  close:
    "absolute top-3 right-3 inline-flex size-9 items-center justify-center rounded-lg text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring",
  header: "flex flex-col gap-1.5 border-b px-6 pt-6 pb-4 pr-14",
  body: "min-h-0 flex-1 overflow-y-auto px-6 py-5",
  title: "text-xl font-bold tracking-tight",
  description: "text-sm text-muted-foreground",
} as const;
