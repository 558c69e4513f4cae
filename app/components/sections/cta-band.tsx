import type { CtaBandContent } from "~/content/types";
import { CtaGroup } from "./cta-button";

/** The closing call to action of a page. */
export function CtaBand({ content }: { content: CtaBandContent }) {
  return (
    <section className="bg-muted">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-16 lg:px-8">
        <div className="flex flex-col items-start gap-5 rounded-2xl bg-primary px-5 py-8 text-white sm:gap-6 sm:px-10 sm:py-10 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <h2 className="text-3xl font-bold tracking-tight">{content.title}</h2>
            <p className="mt-3 text-lg text-white/85">{content.description}</p>
          </div>
          <div className="flex flex-col gap-3">
            <CtaGroup actions={content.actions} tone="dark" />
            {content.note ? <p className="max-w-md text-sm text-white/85">{content.note}</p> : null}
          </div>
        </div>
      </div>
    </section>
  );
}
