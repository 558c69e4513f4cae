import { COUNTER_STEPS, countText } from "~/lib/count-up";

/**
 * A number that counts up from zero once its list (`data-count-up`) comes into view, unless the
 * visitor prefers reduced motion: site/scripts/count-up.ts counts it from the data attributes.
 * The HTML holds the final value, so crawlers, no-JS readers and reduced-motion visitors see the
 * real figure. The final value also sizes the box, so counting never changes the layout.
 */
export function CountUp({ value, suffix }: { value: string; suffix: string }) {
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
          {countText(value, suffix, COUNTER_STEPS)}
        </span>
      </span>
    </>
  );
}
