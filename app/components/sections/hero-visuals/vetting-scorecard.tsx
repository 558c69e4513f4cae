import { CheckIcon } from "lucide-react";
import { HeroVisualFrame, VisualCaption, VisualCard } from "./hero-visual-frame";

/** /ai-matching: the page's own process steps as a completed review, and the signals it weighs. */
export function VettingScorecard({
  title,
  steps,
  signals,
}: {
  title: string;
  steps: readonly { title: string }[];
  signals: readonly { title: string; items: readonly string[] }[];
}) {
  return (
    <HeroVisualFrame>
      <VisualCard className="w-full overflow-hidden">
        <div className="flex items-center justify-between gap-4 border-b px-6 py-4">
          <VisualCaption>{title}</VisualCaption>
          <span className="flex gap-1">
            {steps.map((step) => (
              <span key={step.title} className="h-1.5 w-5 rounded-full bg-accent" />
            ))}
          </span>
        </div>
        <div className="relative px-6 py-5">
          <span className="absolute top-8 bottom-8 left-[2.2rem] w-px bg-accent/30" />
          <ol className="relative">
            {steps.map((step, index) => (
              <li key={step.title} className="relative flex items-center gap-3 py-2">
                <span className="relative flex size-6 shrink-0 items-center justify-center rounded-full bg-accent text-white ring-4 ring-white">
                  <CheckIcon className="size-3.5" strokeWidth={3} />
                </span>
                <span className="truncate text-sm font-medium">{step.title}</span>
                <span className="ml-auto text-xs font-semibold text-muted-foreground tabular-nums">
                  {index + 1}/{steps.length}
                </span>
              </li>
            ))}
          </ol>
        </div>
        <div className="grid grid-cols-3 gap-px border-t bg-border">
          {signals.map((group) => (
            <div key={group.title} className="bg-muted px-4 py-3">
              <p className="truncate text-xs font-semibold">{group.title}</p>
              <span className="mt-2 flex gap-1">
                {group.items.map((item) => (
                  <span key={item} className="h-1.5 flex-1 rounded-full bg-primary/70" />
                ))}
              </span>
            </div>
          ))}
        </div>
      </VisualCard>
    </HeroVisualFrame>
  );
}
