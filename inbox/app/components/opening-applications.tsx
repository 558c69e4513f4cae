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
                {total > applications.length ? ` (the ${applications.length} newest of ${total})` : ""}
              </caption>
              <thead className="text-muted-foreground">
                <tr>
                  <th scope="col" className="py-1 pr-3 font-medium">
                    Candidate
                  </th>
                  <th scope="col" className="py-1 pr-3 font-medium">
                    Received
                  </th>
                  <th scope="col" className="py-1 pr-3 font-medium">
                    Status
                  </th>
                  <th scope="col" className="py-1 font-medium">
                    Résumé
                  </th>
                </tr>
              </thead>
              <tbody>
                {applications.map((application) => (
                  <tr key={application.id} className="border-t">
                    <td className="py-1.5 pr-3">
                      <Link
                        to={`/inbox/leads/candidate-applications/${application.id}`}
                        className="font-medium text-primary hover:underline"
                      >
                        {application.name}
                      </Link>
                    </td>
                    <td className="py-1.5 pr-3 whitespace-nowrap">{date(application.receivedAt)}</td>
                    <td className="py-1.5 pr-3">{application.statusLabel}</td>
                    <td className="py-1.5">
                      {application.resumePath ? (
                        <a
                          href={application.resumePath}
                          download
                          className="inline-flex items-center gap-1 text-primary hover:underline"
                        >
                          <Download aria-hidden="true" className="size-4" />
                          Download<span className="sr-only"> the résumé of {application.name}</span>
                        </a>
                      ) : (
                        <span className="text-muted-foreground">None</span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="mt-3 text-sm">
            <Link to={listPath} className="text-primary hover:underline">
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
