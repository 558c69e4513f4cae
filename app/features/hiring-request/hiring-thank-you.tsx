import { CheckCircle2Icon } from "lucide-react";
import * as React from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { thankYouContent } from "~/content/hiring";
import { focusHeading } from "./focus-heading";
import { NextSteps } from "./next-steps";

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
      <NextSteps headingLevel="h3" className="mt-6 w-full max-w-md" />
      <Button asChild size="lg" className="mt-6">
        <Link to="/" onClick={onReturnHome}>
          {thankYouContent.homeLink}
        </Link>
      </Button>
    </div>
  );
}
