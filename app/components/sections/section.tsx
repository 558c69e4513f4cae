import type * as React from "react";
import { cn } from "~/lib/cn";

/** A page band with the site's horizontal rhythm. `tone` sets the background. */
export function Section({
  id,
  tone = "default",
  className,
  children,
  ...props
}: React.ComponentProps<"section"> & { tone?: "default" | "muted" | "dark" }) {
  return (
    <section
      id={id}
      className={cn(
        tone === "muted" && "bg-muted",
        tone === "dark" && "bg-navy-900 text-white",
        "py-16 sm:py-20",
        className,
      )}
      {...props}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">{children}</div>
    </section>
  );
}

/** Eyebrow, h2 and lead paragraph at the top of a section. */
export function SectionHeading({
  eyebrow,
  title,
  description,
  align = "center",
  tone = "default",
  id,
  className,
}: {
  eyebrow?: string;
  title: string;
  description?: string;
  align?: "center" | "left";
  tone?: "default" | "dark";
  /** Id of the h2, for aria-labelledby. */
  id?: string;
  className?: string;
}) {
  return (
    <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center", className)}>
      {eyebrow ? (
        <p
          className={cn(
            "text-sm font-semibold tracking-wide uppercase",
            tone === "dark" ? "text-highlight" : "text-primary",
          )}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
        {title}
      </h2>
      {description ? (
        <p className={cn("mt-4 text-lg", tone === "dark" ? "text-white/80" : "text-muted-foreground")}>
          {description}
        </p>
      ) : null}
    </div>
  );
}
