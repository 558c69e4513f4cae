import type { CaseStudy } from "~/content/case-studies";
import { HeroVisualFrame, VisualCard } from "./hero-visual-frame";

// Dark enough for the white initials (AA).
const tones = ["bg-primary", "bg-emerald-700", "bg-navy-700"] as const;

/**
 * /clients: each success story's headline figures, as cards of a results board. A savings figure
 * stays in its story's card below, beside the calculator scenario that reproduces it: this board
 * is a picture (aria-hidden) with no room for the link.
 */
export function ClientResultsBoard({ studies }: { studies: readonly CaseStudy[] }) {
  return (
    <HeroVisualFrame className="gap-4">
      {studies.slice(0, 3).map((study, index) => (
        <VisualCard key={study.id} className={index === 1 ? "ml-10" : "mr-10"}>
          <div className="flex items-center gap-3 px-5 pt-3.5">
            <span
              className={`flex size-9 shrink-0 items-center justify-center rounded-lg text-xs font-bold text-white ${tones[index % tones.length]}`}
            >
              {study.clientName
                .split(" ")
                .map((word) => word[0])
                .join("")
                .slice(0, 2)}
            </span>
            <span className="min-w-0 text-sm leading-tight font-semibold">{study.clientName}</span>
          </div>
          <div className="grid grid-cols-3 gap-2 px-5 pt-2.5 pb-3.5">
            {study.metrics
              .filter((metric) => !metric.links)
              .slice(0, 3)
              .map((metric) => (
                <div key={metric.label} className="min-w-0 rounded-lg bg-muted px-2.5 py-1.5">
                  <p className="text-base font-bold tracking-tight">{metric.value}</p>
                  {/* Two lines held for every label, so the three tiles of a card stay level. */}
                  <p className="min-h-[2lh] text-[0.68rem] leading-tight text-muted-foreground">
                    {metric.label}
                  </p>
                </div>
              ))}
          </div>
        </VisualCard>
      ))}
    </HeroVisualFrame>
  );
}
