import * as React from "react";
import { COUNTER_STEP_MS, COUNTER_STEPS, countText } from "~/lib/count-up";

/**
 * A number that counts up from zero when `run` turns true, unless the visitor prefers reduced
 * motion then. It renders the final value until then, so the prerendered page and visitors who
 * prefer reduced motion see the real figure.
 * The final value also sizes the box, so counting never changes the layout. On the pages Astro
 * builds, site/scripts/count-up.ts counts the same way from the data attributes.
 */
export function CountUp({ value, suffix, run }: { value: string; suffix: string; run: boolean }) {
  const [step, setStep] = React.useState(COUNTER_STEPS);
  React.useEffect(() => {
    if (!run || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    setStep(0);
    const timer = window.setInterval(() => {
      setStep((current) => {
        if (current + 1 >= COUNTER_STEPS) window.clearInterval(timer);
        return Math.min(current + 1, COUNTER_STEPS);
      });
    }, COUNTER_STEP_MS);
    return () => window.clearInterval(timer);
  }, [run]);

  return (
    <>
      <span className="sr-only">{`${value}${suffix}`}</span>
      {/* Both copies share one grid cell: the final value sizes it, the count is drawn over it. */}
      <span aria-hidden="true" className="inline-grid tabular-nums *:[grid-area:1/1]">
        <span className="invisible">{`${value}${suffix}`}</span>
        <span
          className="text-center"
          data-counter-value={`${value}${suffix}`}
          data-count-to={value}
          data-count-suffix={suffix}
        >
          {countText(value, suffix, step)}
        </span>
      </span>
    </>
  );
}
