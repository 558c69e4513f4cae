import type * as React from "react";
import type { bookACallHero } from "~/content/book-a-call";
import { HeroBand } from "../hero-band";

/** /book-a-call's opening band: what the call is for. */
export function BookACallHero({ hero }: { hero: typeof bookACallHero }) {
  return (
    <HeroBand>
      <div className="relative mx-auto max-w-6xl px-4 pt-12 pb-28 sm:px-6 sm:pt-16 sm:pb-32 lg:px-8">
        <p className="mb-4 inline-flex rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-white/90">
          {hero.eyebrow}
        </p>
        <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">{hero.title}</h1>
        <p className="mt-5 max-w-2xl text-lg text-white/80">{hero.description}</p>
        <ul className="mt-6 flex flex-col gap-2 text-sm text-white/85 sm:flex-row sm:flex-wrap sm:gap-x-6">
          {hero.points.map((point) => (
            <li key={point} className="flex items-center gap-2">
              {/* A drawn tick: an icon import would add a shared chunk to the page. */}
              <svg viewBox="0 0 16 16" className="size-4 shrink-0 text-emerald-300" aria-hidden="true">
                <path
                  d="M3 8.5l3 3 7-7"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
              {point}
            </li>
          ))}
        </ul>
      </div>
    </HeroBand>
  );
}

/**
 * /book-a-call below its opening band: the slot picker in a card over the band's foot. `picker`
 * is the picker itself, an island the page passes in.
 */
export function BookACallBody({ picker }: { picker: React.ReactNode }) {
  return (
    <div className="bg-muted px-4 pb-16 sm:px-6 lg:px-8">
      <div className="relative mx-auto -mt-20 max-w-6xl rounded-2xl border bg-background p-5 shadow-sm sm:p-8">
        {picker}
      </div>
    </div>
  );
}
