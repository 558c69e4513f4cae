import * as React from "react";
import { cn } from "~/lib/cn";
import { useInView, usePrefersReducedMotion } from "~/lib/use-in-view";

/** Per-item delay of the checklist reveal. */
const REVEAL_STEP_MS = 200;

/**
 * A list whose items fade in one after another (200 ms × index) once it is in view. Only
 * opacity and transform change, so nothing around it moves. The prerendered HTML shows every
 * item (for crawlers and readers without JavaScript); a list is hidden for its reveal only
 * after hydration, and only while it is still below the fold.
 */
export function RevealList<T>({
  items,
  renderItem,
  getKey,
  className,
  itemClassName,
}: {
  items: readonly T[];
  renderItem: (item: T, index: number) => React.ReactNode;
  getKey: (item: T) => string;
  className?: string;
  itemClassName?: string;
}) {
  const [ref, inView] = useInView<HTMLUListElement>(0.2);
  const reducedMotion = usePrefersReducedMotion();
  const [armed, setArmed] = React.useState(false);
  React.useEffect(() => {
    const list = ref.current;
    if (!list || typeof IntersectionObserver === "undefined") return;
    // The first report says where the list is, without forcing a layout during hydration.
    const observer = new IntersectionObserver(([entry]) => {
      observer.disconnect();
      const viewportHeight = entry?.rootBounds?.height ?? window.innerHeight;
      if (entry && !entry.isIntersecting && entry.boundingClientRect.top >= viewportHeight) setArmed(true);
    });
    observer.observe(list);
    return () => observer.disconnect();
  }, [ref]);
  const shown = !armed || inView || reducedMotion;
  return (
    <ul ref={ref} className={className}>
      {items.map((item, index) => (
        <li
          key={getKey(item)}
          style={
            armed && shown && !reducedMotion ? { transitionDelay: `${index * REVEAL_STEP_MS}ms` } : undefined
          }
          className={cn(
            "transition-[opacity,translate] duration-500 motion-reduce:transition-none",
            shown ? "translate-y-0 opacity-100" : "translate-y-2 opacity-0",
            itemClassName,
          )}
        >
          {renderItem(item, index)}
        </li>
      ))}
    </ul>
  );
}
