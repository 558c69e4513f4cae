import type { NumberBlock } from "~/content/stack-pages";
import { formatCount } from "./counter-timing";

/**
 * The stack pages' figures. The HTML holds their targets, so crawlers, no-JS readers and
 * reduced-motion visitors see the real figures; the page's script (site/scripts/counters.ts)
 * sets each to 0 before the block is reached and counts it up once the block is in view.
 */
export function CounterGrid({ items }: { items: readonly NumberBlock[] }) {
  return (
    <dl data-counters="" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {items.map((item) => (
        <div key={item.label} className="flex flex-col rounded-xl bg-white/10 p-4 text-white sm:p-6">
          <dt className="order-2 mt-1 font-semibold">{item.label}</dt>
          <dd className="order-1 text-2xl font-extrabold tracking-tight text-highlight tabular-nums sm:text-4xl">
            <span data-counter-target={item.value}>{formatCount(item.value)}</span>
            {item.suffix}
          </dd>
          <dd className="order-3 mt-1 text-sm text-white/80">{item.description}</dd>
        </div>
      ))}
    </dl>
  );
}
