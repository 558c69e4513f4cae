import { cn } from "~/lib/cn";
import { fillTemplate } from "./use-carousel";

/** Dot buttons of a carousel; each has a 24 px target and names the slide it shows. */
export function CarouselDots({
  count,
  index,
  labelTemplate,
  names,
  onSelect,
  tone = "light",
  className,
}: {
  count: number;
  index: number;
  labelTemplate: string;
  names: readonly string[];
  onSelect: (index: number) => void;
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
          onClick={() => onSelect(dot)}
          className="group inline-flex size-6 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-ring"
        >
          <span
            aria-hidden="true"
            className={cn(
              "block h-2 rounded-full transition-all motion-reduce:transition-none",
              dot === index
                ? cn("w-5", tone === "dark" ? "bg-white" : "bg-primary")
                : cn(
                    "w-2",
                    tone === "dark"
                      ? "bg-white/50 group-hover:bg-white/80"
                      : "bg-input group-hover:bg-muted-foreground",
                  ),
            )}
          />
        </button>
      ))}
    </div>
  );
}
