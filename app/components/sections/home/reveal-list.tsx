import type * as React from "react";
import { cn } from "~/lib/cn";

/**
 * A list whose items fade in one after another once it is in view (site/scripts/reveal-lists.ts,
 * SPEC's 200 ms × index). Only opacity and transform change, so nothing around it moves. The
 * HTML shows every item (for crawlers and readers without JavaScript); the script hides a list
 * for its reveal only while it is still below the fold, and never for visitors who prefer
 * reduced motion.
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
  return (
    <ul className={className} data-reveal-list="">
      {items.map((item, index) => (
        <li
          key={getKey(item)}
          className={cn(
            "translate-y-0 opacity-100 transition-[opacity,translate] duration-500 data-[hidden]:translate-y-2 data-[hidden]:opacity-0 motion-reduce:transition-none",
            itemClassName,
          )}
        >
          {renderItem(item, index)}
        </li>
      ))}
    </ul>
  );
}
