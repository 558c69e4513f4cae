import type * as React from "react";
import { cn } from "~/lib/cn";

/** The dark opening band with the site's gradient, shared by every page's hero. */
export function HeroBand({ className, children }: { className?: string; children: React.ReactNode }) {
  return (
    <section className={cn("relative overflow-hidden bg-navy-900 text-white", className)}>
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_80%_-10%,rgba(36,70,199,0.55),transparent),radial-gradient(40rem_20rem_at_0%_110%,rgba(13,138,106,0.35),transparent)]"
      />
      {children}
    </section>
  );
}
