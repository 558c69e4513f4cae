import { HeroVisualFrame } from "./hero-visual-frame";

/** Category pages: each specialization's hourly range on one shared scale, drawn at build time. */
export function SalaryRangeChart({ markup }: { markup: string }) {
  if (!markup) return null;
  return (
    <HeroVisualFrame>
      <div
        // biome-ignore lint/security/noDangerouslySetInnerHtml: chart written at build time from our own rate data (app/content/rate-chart.ts)
        dangerouslySetInnerHTML={{ __html: markup }}
      />
    </HeroVisualFrame>
  );
}
