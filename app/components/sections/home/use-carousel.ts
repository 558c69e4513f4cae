import * as React from "react";
import { usePrefersReducedMotion } from "~/lib/use-in-view";

export interface Carousel {
  index: number;
  /** Whether the carousel still advances on its own (false after a manual stop or with reduced motion). */
  autoplay: boolean;
  /** The visitor's pause and play control (WCAG 2.2.2): play also runs it under reduced motion. */
  pause: () => void;
  play: () => void;
  goTo: (index: number, options?: { stop?: boolean }) => void;
  next: (options?: { stop?: boolean }) => void;
  previous: (options?: { stop?: boolean }) => void;
  /** Spread on the carousel root: pointer or keyboard focus inside pauses the timer. */
  pauseHandlers: {
    onMouseEnter: () => void;
    onMouseLeave: () => void;
    onFocus: () => void;
    onBlur: (event: React.FocusEvent<HTMLElement>) => void;
  };
}

/**
 * Index state of an auto-advancing carousel. The timer restarts after every change, so a
 * manual jump gets a full interval; it never runs for visitors who prefer reduced motion.
 */
export function useCarousel(count: number, intervalMs: number): Carousel {
  const [index, setIndex] = React.useState(0);
  // "auto" until the visitor stops it (a dot, an arrow, Pause) or presses Play.
  const [mode, setMode] = React.useState<"auto" | "stopped" | "playing">("auto");
  const [hovered, setHovered] = React.useState(false);
  const [focused, setFocused] = React.useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const autoplay = count > 1 && (mode === "playing" || (mode === "auto" && !reducedMotion));

  // Pointer or focus inside pauses the automatic rotation; Play, pressed inside, is a request to
  // rotate that neither the pointer nor the focus left on the button should cancel.
  const held = mode === "auto" && (hovered || focused);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `index` restarts the timer after every change, manual ones included
  React.useEffect(() => {
    if (!autoplay || held) return;
    const timer = setTimeout(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => clearTimeout(timer);
  }, [autoplay, held, count, intervalMs, index]);

  const goTo = React.useCallback(
    (target: number, options?: { stop?: boolean }) => {
      if (options?.stop) setMode("stopped");
      setIndex(((target % count) + count) % count);
    },
    [count],
  );

  return {
    index,
    autoplay,
    pause: () => setMode("stopped"),
    play: () => setMode("playing"),
    goTo,
    next: (options) => goTo(index + 1, options),
    previous: (options) => goTo(index - 1, options),
    pauseHandlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}

/** Fills "{key}" placeholders of a content template. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );
}
