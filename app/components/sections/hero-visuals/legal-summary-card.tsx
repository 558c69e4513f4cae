import { FileTextIcon } from "lucide-react";
import { HeroVisualFrame, VisualCard } from "./hero-visual-frame";

/** The most section headings the card lists before it fades out. */
const VISIBLE_SECTIONS = 6;

/** Legal pages: the document itself in miniature, its date and the sections it covers. */
export function LegalSummaryCard({
  title,
  lastUpdated,
  headings,
}: {
  title: string;
  lastUpdated: string;
  headings: readonly string[];
}) {
  return (
    <HeroVisualFrame>
      <VisualCard className="relative mx-6 overflow-hidden">
        <div className="flex items-center gap-3 border-b px-6 py-4">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
            <FileTextIcon className="size-5" />
          </span>
          <span className="min-w-0">
            <span className="block truncate font-semibold">{title}</span>
            <span className="block text-xs text-muted-foreground">{lastUpdated}</span>
          </span>
        </div>
        <ol className="space-y-2.5 px-6 py-5">
          {headings.slice(0, VISIBLE_SECTIONS).map((heading) => (
            <li key={heading} className="flex items-center gap-3">
              <span className="h-2 w-2 shrink-0 rounded-full bg-accent" />
              <span className="truncate text-sm font-medium">{heading}</span>
            </li>
          ))}
        </ol>
        <div className="space-y-2 px-6 pb-6">
          <span className="block h-2 w-full rounded-full bg-muted" />
          <span className="block h-2 w-4/5 rounded-full bg-muted" />
          <span className="block h-2 w-3/5 rounded-full bg-muted" />
        </div>
      </VisualCard>
    </HeroVisualFrame>
  );
}
