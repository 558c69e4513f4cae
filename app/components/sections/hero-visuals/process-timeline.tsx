import { cn } from "~/lib/cn";
import { HeroVisualFrame, VisualCaption, VisualCard } from "./hero-visual-frame";

/** Service pages and /talent-apply: the page's own process steps, with their timing when it has one. */
export function ProcessTimeline({
  title,
  steps,
}: {
  title: string;
  steps: readonly { title: string; timeline?: string }[];
}) {
  return (
    <HeroVisualFrame>
      <VisualCard className="w-full overflow-hidden">
        <div className="flex items-center justify-between gap-4 px-6 pt-5">
          <VisualCaption className="truncate">{title}</VisualCaption>
          <span className="text-xs font-semibold text-muted-foreground tabular-nums">1–{steps.length}</span>
        </div>
        <div className="relative px-6 pt-4 pb-6">
          <span className="absolute top-9 bottom-11 left-[2.45rem] w-0.5 rounded-full bg-gradient-to-b from-primary via-primary/40 to-accent" />
          <ol className="relative">
            {steps.map((step, index) => {
              const last = index === steps.length - 1;
              return (
                <li key={step.title} className="relative flex items-center gap-4 py-2.5">
                  <span
                    className={cn(
                      "flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold text-white ring-4 ring-white",
                      last ? "bg-emerald-700" : "bg-primary",
                    )}
                  >
                    {index + 1}
                  </span>
                  <span
                    className={cn(
                      "flex min-w-0 flex-1 items-center justify-between gap-3 rounded-xl border px-4 py-3",
                      last ? "border-accent/30 bg-accent-soft" : "bg-white",
                    )}
                  >
                    <span className="truncate text-sm font-semibold">{step.title}</span>
                    {step.timeline ? (
                      <span className="shrink-0 rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium text-muted-foreground">
                        {step.timeline}
                      </span>
                    ) : null}
                  </span>
                </li>
              );
            })}
          </ol>
        </div>
      </VisualCard>
    </HeroVisualFrame>
  );
}
