import { DownloadIcon } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { type ListState, listHref } from "./lead-filters";

/** The CSV of every lead the current filter matches (all pages), served by /inbox/export.csv. */
function exportHref(state: ListState): string {
  const query = listHref({ ...state, page: 1, per: 25 }).split("?")[1];
  return query ? `/inbox/export.csv?${query}` : "/inbox/export.csv";
}

export function ExportLink({ state }: { state: ListState }) {
  // A plain link: the file is a download, not a page the router could render.
  return (
    <a href={exportHref(state)} download className={buttonVariants({ variant: "outline", size: "sm" })}>
      <DownloadIcon aria-hidden="true" />
      Export CSV
    </a>
  );
}
