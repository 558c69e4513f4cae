import type { CtaBandContent } from "~/content/types";
import { CtaGroup } from "./cta-button";

/** The closing call to action of a page. */
export function CtaBand({ content }: { content: CtaBandContent }) {
  return (
    <section className="bg-muted">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <div className="flex flex-col items-start gap-6 rounded-2xl bg-primary px-6 py-10 text-white sm:px-10 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <h2 className="text-3xl font-bold tracking-tight">{content.title}</h2>
            <p className="mt-3 text-lg text-white/85">{content.description}</p>
          </div>
          <CtaGroup actions={content.actions} tone="dark" />
        </div>
      </div>
    </section>
  );
}
