import type * as React from "react";
import { cn } from "~/lib/cn";

/**
 * The box every hero visual sits in: a fixed height reserved in the prerendered HTML (no layout
 * shift), shown from the lg breakpoint only so phone pages stay short. Decorative: each figure it
 * draws is written out as text elsewhere on the page.
 */
export function HeroVisualFrame({ className, children }: { className?: string; children: React.ReactNode }) {
  return (
    <div
      aria-hidden="true"
      className={cn(
        "relative hidden h-[26rem] w-full select-none flex-col justify-center lg:flex",
        className,
      )}
    >
      {children}
    </div>
  );
}

/** The white panel most visuals are drawn on. */
export function VisualCard({ className, children }: { className?: string; children: React.ReactNode }) {
  return (
    <div
      className={cn(
        "rounded-2xl bg-white text-foreground shadow-[0_24px_60px_-12px_rgba(3,8,25,0.55)] ring-1 ring-black/5",
        className,
      )}
    >
      {children}
    </div>
  );
}

/** A small uppercase caption at the top of a panel. */
export function VisualCaption({ className, children }: { className?: string; children: React.ReactNode }) {
  return (
    <p
      className={cn("text-[0.7rem] font-semibold tracking-wider text-muted-foreground uppercase", className)}
    >
      {children}
    </p>
  );
}
