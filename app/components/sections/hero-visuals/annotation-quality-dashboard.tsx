import type { QualityMetric } from "~/content/llm-training";
import { HeroVisualFrame, VisualCaption, VisualCard } from "./hero-visual-frame";

/** Each cell of the audit strip stands for this share of tasks, in percent. */
const AUDIT_CELL = 5;

/** /human-data-llm-training: the quality figures the page states, as a project dashboard. */
export function AnnotationQualityDashboard({
  title,
  metrics,
}: {
  title: string;
  metrics: readonly QualityMetric[];
}) {
  const meters = metrics.filter((metric) => metric.meter);
  const audit = metrics.find((metric) => metric.auditShare)?.auditShare;
  const tiles = metrics.filter((metric) => !metric.meter && !metric.auditShare).slice(0, 3);
  return (
    <HeroVisualFrame>
      <VisualCard className="w-full px-6 py-5">
        <div className="flex items-center justify-between">
          <VisualCaption>{title}</VisualCaption>
          <span className="relative flex size-2">
            <span className="absolute inset-0 rounded-full bg-accent/40 motion-safe:animate-ping" />
            <span className="relative size-2 rounded-full bg-accent" />
          </span>
        </div>
        <div className="mt-4 space-y-4">
          {meters.map((metric) => (
            <ThresholdMeter key={metric.value} metric={metric} />
          ))}
        </div>
        {audit ? (
          <div className="mt-5">
            <div className="flex items-baseline justify-between gap-3">
              <p className="truncate text-xs text-muted-foreground">{audit.label}</p>
              <p className="text-sm font-bold tabular-nums">
                {audit.min}–{audit.max}%
              </p>
            </div>
            <div className="mt-2 grid grid-cols-20 gap-1">
              {Array.from({ length: 100 / AUDIT_CELL }, (_, index) => {
                const from = index * AUDIT_CELL;
                const tone =
                  from < audit.min ? "bg-highlight" : from < audit.max ? "bg-highlight/45" : "bg-muted";
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed cells of a drawing
                return <span key={index} className={`h-3 rounded-[3px] ${tone}`} />;
              })}
            </div>
          </div>
        ) : null}
        <div className="mt-5 grid grid-cols-3 gap-3">
          {tiles.map((tile) => (
            <div key={tile.value} className="rounded-xl bg-muted px-3 py-2.5">
              <p className="text-lg font-bold tracking-tight">{tile.value}</p>
              <p className="truncate text-[0.7rem] text-muted-foreground">{tile.label}</p>
            </div>
          ))}
        </div>
      </VisualCard>
    </HeroVisualFrame>
  );
}

/** A stated minimum on its scale: the passing zone from the threshold to the top. */
function ThresholdMeter({ metric }: { metric: QualityMetric }) {
  if (!metric.meter) return null;
  const at = (metric.meter.at / metric.meter.of) * 100;
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <p className="truncate text-xs text-muted-foreground">{metric.label.split(",")[0]}</p>
        <p className="text-sm font-bold whitespace-nowrap">{metric.value}</p>
      </div>
      <div className="relative mt-2 h-2.5 rounded-full bg-muted">
        <span
          className="absolute inset-y-0 right-0 rounded-full bg-gradient-to-r from-accent/70 to-accent"
          style={{ left: `${at}%` }}
        />
        <span className="absolute -inset-y-1 w-0.5 rounded-full bg-navy-900" style={{ left: `${at}%` }} />
      </div>
    </div>
  );
}
