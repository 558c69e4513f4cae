import type { LatamMapData } from "~/content/latam-map";
import { cn } from "~/lib/cn";
import { HeroVisualFrame } from "./hero-visual-frame";

/** /talent and /candidates: the countries we hire in, pinned on our drawing of the region. */
export function LatamMap({ map, title }: { map: LatamMapData; title: string }) {
  return (
    <HeroVisualFrame>
      <div className="absolute inset-y-0 left-1/2 -translate-x-1/2" style={{ aspectRatio: map.aspect }}>
        <div
          className="absolute inset-0"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: SVG written at build time from our own shape data (app/content/latam-map.ts)
          dangerouslySetInnerHTML={{ __html: map.svg }}
        />
        {map.labels.map((label) => (
          <div
            key={label.code}
            className={cn(
              "absolute flex -translate-y-1/2 items-center gap-2 rounded-lg bg-white py-1 pr-2.5 pl-1 text-foreground shadow-lg ring-1 ring-black/5",
              label.side === "left" && "-translate-x-full",
            )}
            style={{ left: `${label.left}%`, top: `${label.top}%` }}
          >
            <span className="rounded-md bg-navy-800 px-1.5 py-0.5 text-[0.65rem] font-bold text-white">
              {label.code}
            </span>
            <span className="leading-tight whitespace-nowrap">
              <span className="block text-xs font-semibold">{label.name}</span>
              <span className="block text-[0.65rem] text-muted-foreground">{label.hub}</span>
            </span>
          </div>
        ))}
      </div>
      <p className="absolute top-0 right-0 flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold text-white/90 ring-1 ring-white/15">
        <span className="size-1.5 rounded-full bg-highlight" />
        {title}
      </p>
    </HeroVisualFrame>
  );
}
