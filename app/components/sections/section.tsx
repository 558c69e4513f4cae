import type * as React from "react";
import { cn } from "~/lib/cn";
import { DeferredHydration } from "~/lib/deferred-hydration";

/**
 * A page band with the site's horizontal rhythm. `tone` sets the background. Bands come below a
 * page's hero, so React hydrates each one when it is needed (lib/deferred-hydration.tsx);
 * `hydrate="eager"` is for a band that must be live as soon as the page is.
 */
export function Section({
  id,
  tone = "default",
  hydrate = "when-needed",
  className,
  children,
  ...props
}: React.ComponentProps<"section"> & {
  tone?: "default" | "muted" | "dark";
  hydrate?: "when-needed" | "eager";
}) {
  const sectionProps = {
    id,
    className: cn(
      tone === "muted" && "bg-muted",
      tone === "dark" && "bg-navy-900 text-white",
      "py-16 sm:py-20",
      className,
    ),
    ...props,
  };
  const content = <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">{children}</div>;
  return hydrate === "eager" ? (
    <section {...sectionProps}>{content}</section>
  ) : (
    <DeferredHydration as="section" {...sectionProps}>
      {content}
    </DeferredHydration>
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
