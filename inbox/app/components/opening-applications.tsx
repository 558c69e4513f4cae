import { Download } from "lucide-react";
import { Link } from "react-router";
import type { OpeningApplications } from "../lib/opening-applications.server";

const date = (iso: string) => iso.slice(0, 10);

/** The opening's applications: counts by status, then the newest ones with their résumés. */
export function OpeningApplicationsSection({ data }: { data: OpeningApplications }) {
  const { applications, counts, total, listPath } = data;
  return (
    <section
      className="min-w-0 rounded-xl border bg-background p-4 wrap-anywhere"
      aria-labelledby="opening-applications-title"
    >
      <h2 id="opening-applications-title" className="font-semibold">
        Applications <span className="font-normal text-muted-foreground">({total})</span>
      </h2>
      {total === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">No one has applied to this opening yet.</p>
      ) : (
        <>
          <p className="mt-2 text-sm">
            <span className="text-muted-foreground">By status: </span>
            {counts
              .filter((each) => each.count > 0)
              .map((each) => `${each.label} ${each.count}`)
              .join(" · ")}
          </p>
          <div className="mt-3 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">
                The opening's applications, newest first
                {total > applications.length
                ? `All ${total} in the candidate applications list`
                : "In the candidate applications list"}
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
