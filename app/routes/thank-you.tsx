import { CheckCircle2Icon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { thankYouContent } from "~/content/hiring";
import { pages } from "~/content/pages";
import { NextSteps } from "~/features/hiring-request/next-steps";
import { audienceHandle } from "~/lib/page-audience";
import { seo } from "~/lib/seo";

export const handle = audienceHandle("companies");

export const meta = () => seo(pages.thankYou);

export default function ThankYouPage() {
  return (
    <section className="bg-muted px-4 py-16 sm:py-24">
      <div className="mx-auto max-w-2xl rounded-2xl border bg-background p-8 text-center shadow-sm sm:p-12">
        <CheckCircle2Icon className="mx-auto size-14 text-accent" aria-hidden="true" />
        <h1 className="mt-6 text-3xl font-bold tracking-tight">{thankYouContent.title}</h1>
        <p className="mt-3 text-lg text-muted-foreground">{thankYouContent.description}</p>
        <NextSteps headingLevel="h2" className="mt-8 p-6" />
        <Button asChild size="lg" className="mt-8">
          <Link to="/">{thankYouContent.homeLink}</Link>
        </Button>
      </div>
    </section>
  );
}
