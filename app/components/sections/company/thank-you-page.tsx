import { CheckCircle2Icon } from "lucide-react";
import { Button } from "~/components/ui/button";
import { SiteLink } from "~/components/ui/site-link";
import { thankYouContent } from "~/content/hiring";
import { NextSteps } from "~/features/hiring-request/next-steps";

/** /thank-you: the hiring request is in, what happens next, and the way home. */
export function ThankYouPage() {
  return (
    <section className="bg-muted px-4 py-16 sm:py-24">
      <div className="mx-auto max-w-2xl rounded-2xl border bg-background p-8 text-center shadow-sm sm:p-12">
        <CheckCircle2Icon className="mx-auto size-14 text-accent" aria-hidden="true" />
        <h1 className="mt-6 text-3xl font-bold tracking-tight">{thankYouContent.title}</h1>
        <p className="mt-3 text-lg text-muted-foreground">{thankYouContent.description}</p>
        <NextSteps headingLevel="h2" className="mt-8 p-6" />
        <Button asChild size="lg" className="mt-8">
          <SiteLink href="/">{thankYouContent.homeLink}</SiteLink>
        </Button>
      </div>
    </section>
  );
}
