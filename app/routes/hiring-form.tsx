import { ArrowLeftIcon } from "lucide-react";
import * as React from "react";
import { Link, useSearchParams } from "react-router";
import { hiringFormPageContent, hiringWizardContent } from "~/content/hiring";
import { pages } from "~/content/pages";
import { HiringWizardSkeleton } from "~/features/hiring-request/hiring-wizard-skeleton";
import { interestFromSearch } from "~/lib/hiring-interest";
import { lazyInPlace } from "~/lib/lazy-in-place";
import { audienceHandle } from "~/lib/page-audience";
import { seo } from "~/lib/seo";

export const handle = audienceHandle("companies");

export const meta = () => seo(pages.hiringForm);

// The wizard (with react-hook-form and zod) is its own chunk: the prerendered page already shows
// the form, and the code follows without counting against the page's first-load budget.
const HiringFormEmbed = lazyInPlace(() => import("~/features/hiring-request/hiring-form-embed"));

const cardClass = "mt-6 rounded-2xl border bg-background p-5 shadow-sm sm:p-10";

export default function HiringFormPage() {
  // A shortlist link from the savings calculator names the role and package; the wizard sends them.
  const [searchParams] = useSearchParams();
  const interest = interestFromSearch(searchParams);
  return (
    <section className="bg-muted px-4 py-10 sm:py-16">
      <div className="mx-auto max-w-3xl">
        <Link
          to="/"
          className="inline-flex items-center gap-2 rounded text-sm font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          <ArrowLeftIcon className="size-4" aria-hidden="true" />
          {hiringFormPageContent.backLink}
        </Link>
        {/* The embed draws the card with its header, which turns into the confirmation once sent. */}
        <React.Suspense
          fallback={
            <div className={cardClass}>
              <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{hiringFormPageContent.title}</h1>
              <p className="mt-2 text-muted-foreground">{hiringFormPageContent.description}</p>
              <div className="mt-8">
                <HiringWizardSkeleton label={hiringWizardContent.loading} />
              </div>
            </div>
          }
        >
          <HiringFormEmbed interest={interest} header={hiringFormPageContent} className={cardClass} />
        </React.Suspense>
      </div>
    </section>
  );
}
