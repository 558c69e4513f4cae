import * as React from "react";
import type { NumberBlock } from "~/content/stack-pages";
import { useInView } from "~/lib/use-in-view";

export const COUNTER_DURATION_MS = 2000;
export const COUNTER_THRESHOLD = 0.1;

const format = (value: number) => value.toLocaleString("en-US");

/**
 * Counts every number from 0 to its target over 2000 ms, once, when the block is 10% visible.
 * The server renders the targets, so crawlers, no-JS readers and reduced-motion visitors see
 * the real figures; the reset to 0 happens only in the browser, before the block is reached.
 */
export function CounterGrid({ items }: { items: readonly NumberBlock[] }) {
  const [ref, inView] = useInView<HTMLDListElement>(COUNTER_THRESHOLD);
  const [progress, setProgress] = React.useState(1);
  const armed = React.useRef(false);

  React.useLayoutEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    armed.current = true;
    setProgress(0);
  }, []);

  React.useEffect(() => {
    if (!inView || !armed.current) return;
    armed.current = false;
    let frame = 0;
    const start = performance.now();
    const tick = (now: number) => {
      const elapsed = Math.min(1, Math.max(0, (now - start) / COUNTER_DURATION_MS));
      // Ease-out: fast at first, settling on the target.
      setProgress(1 - (1 - elapsed) ** 3);
      if (elapsed < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [inView]);

  return (
    <dl ref={ref} className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {items.map((item) => {
        const current = progress >= 1 ? item.value : Math.round(item.value * progress);
        return (
          <div key={item.label} className="flex flex-col rounded-xl bg-white/10 p-4 text-white sm:p-6">
            <dt className="order-2 mt-1 font-semibold">{item.label}</dt>
            <dd className="order-1 text-2xl font-extrabold tracking-tight text-highlight tabular-nums sm:text-4xl">
              <span data-counter-target={item.value}>{format(current)}</span>
              {item.suffix}
            </dd>
            <dd className="order-3 mt-1 text-sm text-white/80">{item.description}</dd>
          </div>
        );
      })}
    </dl>
  );
}
