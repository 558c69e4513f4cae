import * as React from "react";

/**
 * True once the element has been at least `threshold` visible (0.3 = 30%). It stays true:
 * reveals and counters run once. The ref is a callback, so the observer starts whenever the
 * element is attached, also when that happens after the asking component's first effects.
 */
export function useInView<T extends Element>(
  threshold: number,
): [React.RefCallback<T> & { readonly current: T | null }, boolean] {
  const [inView, setInView] = React.useState(false);
  const element = React.useRef<T | null>(null);
  const ref = React.useCallback(
    (node: T | null) => {
      element.current = node;
      if (!node || typeof IntersectionObserver === "undefined") {
        if (node) setInView(true);
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= threshold)) {
            setInView(true);
            observer.disconnect();
          }
        },
        { threshold },
      );
      observer.observe(node);
      return () => observer.disconnect();
    },
    [threshold],
  );
  // The element stays readable as `ref.current`, like an object ref's.
  const withCurrent = React.useMemo(
    () =>
      Object.defineProperty(ref, "current", { get: () => element.current }) as typeof ref & {
        readonly current: T | null;
      },
    [ref],
  );
  return [withCurrent, inView];
}

/** Whether the visitor asked for reduced motion (false during server rendering). */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = React.useState(false);
  React.useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    setReduced(query.matches);
    const onChange = () => setReduced(query.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);
  return reduced;
}
