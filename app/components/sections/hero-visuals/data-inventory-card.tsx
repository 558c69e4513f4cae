import { ClockIcon, LockIcon } from "lucide-react";
import { HeroVisualFrame, VisualCaption, VisualCard } from "./hero-visual-frame";

/** /security: the records the site keeps, each with how long, and the protections around them. */
export function DataInventoryCard({
  caption,
  records,
  protections,
}: {
  caption: string;
  records: readonly { id: string; title: string; keep: string }[];
  protections: readonly string[];
}) {
  return (
    <HeroVisualFrame>
      <VisualCard className="mx-2 overflow-hidden xl:mx-6">
        <div className="px-6 pt-5">
          <VisualCaption>{caption}</VisualCaption>
        </div>
        <ul className="divide-y px-6 pt-2">
          {records.map((record) => (
            <li key={record.id} className="flex items-center justify-between gap-4 py-2.5">
              <span className="text-sm font-semibold">{record.title}</span>
              <span className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-muted px-2.5 py-1 text-xs font-medium text-muted-foreground">
                <ClockIcon className="size-3.5" />
                {record.keep}
              </span>
            </li>
          ))}
        </ul>
        <ul className="mt-2 flex flex-wrap gap-2 border-t bg-muted/60 px-6 py-4">
          {protections.map((protection) => (
            <li
              key={protection}
              className="inline-flex items-center gap-1.5 rounded-full bg-accent-soft px-2.5 py-1 text-xs font-semibold text-emerald-800"
            >
              <LockIcon className="size-3.5" />
              {protection}
            </li>
          ))}
        </ul>
      </VisualCard>
    </HeroVisualFrame>
  );
}
