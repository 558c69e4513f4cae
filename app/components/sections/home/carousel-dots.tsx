import { cn } from "~/lib/cn";

/** Fills "{key}" placeholders of a content template. */
function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );
}

/**
 * Dot buttons of a carousel; each has a 24 px target and names the slide it shows. The current
 * dot is the one with `aria-current`, which also draws it wide: the page's script
 * (site/scripts/home-carousels.ts) moves that attribute, and the look follows.
 */
export function CarouselDots({
  count,
  index,
  labelTemplate,
  names,
  tone = "light",
  className,
}: {
  count: number;
  index: number;
  labelTemplate: string;
  names: readonly string[];
  tone?: "light" | "dark";
  className?: string;
}) {
  return (
    <div className={cn("flex items-center justify-center gap-1", className)}>
      {names.slice(0, count).map((name, dot) => (
        <button
          key={name}
          type="button"
          aria-label={fillTemplate(labelTemplate, { index: dot + 1, total: count, name })}
          aria-current={dot === index ? "true" : undefined}
          data-carousel-dot={dot}
          className="group inline-flex size-6 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-ring"
        >
          <span
            aria-hidden="true"
            className={cn(
              "block h-2 w-2 rounded-full transition-all group-aria-[current=true]:w-5 motion-reduce:transition-none",
              tone === "dark"
                ? "bg-white/50 group-hover:bg-white/80 group-aria-[current=true]:bg-white"
                : "bg-input group-hover:bg-muted-foreground group-aria-[current=true]:bg-primary",
            )}
          />
        </button>
      ))}
    </div>
  );
}

/**
 * A slide's attributes in a carousel's first state (the first slide shown): the APG carousel
 * pattern's slide names, and the hidden ones out of the accessibility tree and the tab order.
 * The page's script moves `data-active`, `aria-hidden` and `inert` from slide to slide.
 */
export function carouselSlideProps(index: number, count: number) {
  const active = index === 0;
  return {
    "aria-roledescription": "slide",
    "aria-label": `${index + 1} / ${count}`,
    "aria-hidden": active ? undefined : true,
    inert: !active,
    "data-active": active,
    "data-carousel-slide": "",
  } as const;
}

/** A slide shows while it is the active one; the others fade out and take no pointer. */
export const carouselSlideClass =
  "opacity-100 data-[active=false]:pointer-events-none data-[active=false]:opacity-0";
