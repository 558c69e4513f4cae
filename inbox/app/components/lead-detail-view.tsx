import { Link } from "react-router";
import type { LeadCall } from "~/features/booking/lead-calls.server";
import { cn } from "~/lib/cn";
import type { Duplicate, LeadField, TimelineItem } from "../lib/lead-detail.server";
import { LEAD_KIND_LABELS } from "../lib/pipelines";

const dateTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/**
 * A lead's page shows what visitors typed, which may be one unbroken word thousands of characters
 * long: sections never grow wider than their column (min-w-0) and their text wraps anywhere
 * (overflow-wrap: anywhere also lowers the text's minimum width, which break-words does not).
 */
const SECTION = "min-w-0 rounded-xl border bg-background p-4 wrap-anywhere";

export function FieldList({ title, fields }: { title: string; fields: LeadField[] }) {
  return (
    <section className={SECTION}>
      <h2 className="font-semibold">{title}</h2>
      {fields.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">None recorded.</p>
      ) : (
        <dl className="mt-2 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[12rem_minmax(0,1fr)]">
          {fields.map((field) => (
            <div key={field.label} className="contents">
              <dt className="text-muted-foreground">{field.label}</dt>
              <dd className="min-w-0 whitespace-pre-wrap">
                {field.link ? (
                  <>
                    <Link to={field.link.href} className="text-primary hover:underline">
                      {field.link.text}
                    </Link>
                    <span className="text-muted-foreground"> · </span>
                  </>
                ) : null}
                <span>{field.value}</span>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

const CALL_STATUS = {
  confirmed: "Booked",
  cancelled: "Cancelled",
  rescheduled: "Moved",
  quarantined: "Spam",
};

/** The discovery calls booked from the hiring request's confirmation. */
export function CallSection({ calls }: { calls: LeadCall[] }) {
  return (
    <section className={SECTION}>
      <h2 className="font-semibold">Call</h2>
      {calls.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">No call booked yet.</p>
      ) : (
        <ul className="mt-2 grid gap-2 text-sm">
          {calls.map((call) => (
            <li key={call.id} className={cn(call.status !== "confirmed" && "text-muted-foreground")}>
              <span className="font-medium">{CALL_STATUS[call.status]}:</span> {dateTime(call.startsAt)} with{" "}
              {call.hostName} <span className="text-muted-foreground">(visitor's zone {call.timeZone})</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function DuplicateList({ duplicates }: { duplicates: Duplicate[] }) {
  return (
    <section className={SECTION}>
      <h2 className="font-semibold">Possible duplicates</h2>
      {duplicates.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">
          No other lead with this e-mail or company domain.
        </p>
      ) : (
        <ul className="mt-2 grid gap-2 text-sm">
          {duplicates.map((duplicate) => (
            <li key={duplicate.id}>
              <Link
                to={`/inbox/leads/${duplicate.kind}/${duplicate.id}`}
                className="font-medium text-primary hover:underline"
              >
                {duplicate.label}
              </Link>{" "}
              <span className="text-muted-foreground">
                — {LEAD_KIND_LABELS[duplicate.kind].singular}, {duplicate.reason},{" "}
                {dateTime(duplicate.receivedAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function Timeline({ items }: { items: TimelineItem[] }) {
  return (
    <section aria-labelledby="lead-activity" className={SECTION}>
      <h2 id="lead-activity" className="font-semibold">
        Activity
      </h2>
      <ol className="mt-3 grid gap-3 border-l pl-4 text-sm">
        {items.map((item) => (
          <li key={`${item.at}-${item.title}-${item.detail ?? ""}`} className="relative">
            <span
              aria-hidden="true"
              className={cn(
                "absolute top-1.5 -left-[1.3rem] size-2.5 rounded-full bg-primary",
                item.tone === "success" && "bg-accent",
                item.tone === "warning" && "bg-destructive",
              )}
            />
            <p className="font-medium">{item.title}</p>
            {item.detail ? <p className="whitespace-pre-wrap text-muted-foreground">{item.detail}</p> : null}
            <time dateTime={item.at} className="text-xs text-muted-foreground">
              {dateTime(item.at)}
            </time>
          </li>
        ))}
      </ol>
    </section>
  );
}
