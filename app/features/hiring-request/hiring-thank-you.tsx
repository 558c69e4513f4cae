import { CheckCircle2Icon } from "lucide-react";
import * as React from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { thankYouContent } from "~/content/hiring";
import { focusHeading } from "./focus-heading";

/** Replaces the wizard after a successful submission; takes focus so the change is announced. */
export function HiringThankYou({ onReturnHome }: { onReturnHome?: () => void }) {
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  React.useEffect(() => {
    if (headingRef.current) focusHeading(headingRef.current);
  }, []);
  return (
    <div className="flex flex-col items-center py-6 text-center">
      <CheckCircle2Icon className="size-14 text-accent" aria-hidden="true" />
      <h2 ref={headingRef} tabIndex={-1} className="mt-5 text-2xl font-bold tracking-tight outline-none">
        {thankYouContent.title}
      </h2>
      <p className="mt-2 text-muted-foreground">{thankYouContent.description}</p>
      <div className="mt-6 w-full max-w-md rounded-xl bg-muted p-5 text-left">
        <h3 className="font-semibold">{thankYouContent.nextStepsTitle}</h3>
        <ol className="mt-3 space-y-2 text-sm text-muted-foreground">
          {thankYouContent.nextSteps.map((step, index) => (
            <li key={step} className="flex gap-3">
              <span
                aria-hidden="true"
                className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-white"
              >
                {index + 1}
              </span>
              <span className="min-w-0 pt-0.5">{step}</span>
            </li>
          ))}
        </ol>
      </div>
      <Button asChild size="lg" className="mt-6">
        <Link to="/" onClick={onReturnHome}>
          {thankYouContent.homeLink}
        </Link>
      </Button>
    </div>
  );
}
