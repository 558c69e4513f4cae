import * as React from "react";

/** Industry counters: 50 steps at 30 ms once the block is 30% visible (SPEC section 9). */
export const COUNTER_STEPS = 50;
export const COUNTER_STEP_MS = 30;

/** Splits "35,000" or "4.7" into the number to count to and how to print it. */
export function parseCount(value: string): { target: number; decimals: number; grouped: boolean } {
  const digits = value.replace(/[^0-9.]/g, "");
  const decimals = (digits.split(".")[1] ?? "").length;
  return { target: Number(digits) || 0, decimals, grouped: value.includes(",") };
}

export function formatCount(amount: number, decimals: number, grouped: boolean): string {
  return amount.toLocaleString("en-US", {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: grouped,
  });
}

/**
 * A number that counts up from zero when `run` turns true. It renders the final value until
 * then, so the prerendered page and visitors who prefer reduced motion see the real figure.
 * The final value also sizes the box, so counting never changes the layout.
 */
export function CountUp({ value, suffix, run }: { value: string; suffix: string; run: boolean }) {
  const [step, setStep] = React.useState(COUNTER_STEPS);
  React.useEffect(() => {
    if (!run) return;
    setStep(0);
    const timer = window.setInterval(() => {
      setStep((current) => {
        if (current + 1 >= COUNTER_STEPS) window.clearInterval(timer);
        return Math.min(current + 1, COUNTER_STEPS);
      });
    }, COUNTER_STEP_MS);
    return () => window.clearInterval(timer);
  }, [run]);

  const { target, decimals, grouped } = parseCount(value);
  const shown = formatCount((target * step) / COUNTER_STEPS, decimals, grouped);
  return (
    <>
      <span className="sr-only">{`${value}${suffix}`}</span>
      {/* Both copies share one grid cell: the final value sizes it, the count is drawn over it. */}
      <span aria-hidden="true" className="inline-grid tabular-nums *:[grid-area:1/1]">
        <span className="invisible">{`${value}${suffix}`}</span>
        <span className="text-center" data-counter-value={`${value}${suffix}`}>{`${shown}${suffix}`}</span>
      </span>
    </>
  );
}
