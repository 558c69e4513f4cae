import { CheckCircle2Icon, InboxIcon } from "lucide-react";
import { Button } from "~/components/ui/button";
import { SiteLink } from "~/components/ui/site-link";
import { thankYouContent } from "~/content/hiring";
import { NextSteps } from "~/features/hiring-request/next-steps";
import { recentSubmissionSource, THANK_YOU_STATE_ATTRIBUTE } from "~/features/submissions/recent-submission";

/**
 * /thank-you: the hiring request is in, what happens next, and the way home — shown by the page's
 * script (site/scripts/thank-you.ts) only when this tab sent a request a moment ago. Opened
 * directly, the page says there is nothing to confirm and points to the forms.
 */
export function ThankYouPage() {
  const { none } = thankYouContent;
  const state = (name: "received" | "none") => ({ [THANK_YOU_STATE_ATTRIBUTE]: name });
  return (
    <section className="bg-muted px-4 py-16 sm:py-24">
      <div
        className="mx-auto max-w-2xl rounded-2xl border bg-background p-8 text-center shadow-sm sm:p-12"
        {...recentSubmissionSource("hiringRequest")}
      >
        {/* One heading for the page: each state's words in it, the script showing one. */}
        <div {...state("received")} hidden>
          <CheckCircle2Icon className="mx-auto size-14 text-accent" aria-hidden="true" />
        </div>
        <div {...state("none")}>
          <InboxIcon className="mx-auto size-14 text-muted-foreground" aria-hidden="true" />
        </div>
        <h1 className="mt-6 text-3xl font-bold tracking-tight">
          <span {...state("received")} hidden>
            {thankYouContent.title}
          </span>
          <span {...state("none")}>{none.title}</span>
        </h1>
        <div {...state("received")} hidden>
          <p className="mt-3 text-lg text-muted-foreground">{thankYouContent.description}</p>
          <NextSteps headingLevel="h2" className="mt-8 p-6" />
        </div>
        <div {...state("none")}>
          <p className="mt-3 text-lg text-muted-foreground">{none.description}</p>
          <ul className="mt-6 flex flex-col items-center gap-3">
            {none.forms.map((form) => (
              <li key={form.href}>
                <SiteLink
                  href={form.href}
                  className="font-semibold text-primary underline underline-offset-4 hover:no-underline focus-visible:outline-2 focus-visible:outline-ring"
                >
                  {form.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </div>
        <Button asChild size="lg" className="mt-8">
          <SiteLink href="/">{thankYouContent.homeLink}</SiteLink>
        </Button>
      </div>
    </section>
  );
}
