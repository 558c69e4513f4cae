import { CheckCircle2Icon } from "lucide-react";
import * as React from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { thankYouContent } from "~/content/hiring";
import { focusHeading } from "./focus-heading";
import { NextSteps } from "./next-steps";

// Loaded only once a request is sent: the picker adds nothing to the wizard pages' first load.
const SlotPicker = React.lazy(() => import("~/features/booking/slot-picker"));

/** The request just sent: the call is booked for it, with the details the visitor gave. */
export interface BookingLead {
  id: string;
  name: string;
  email: string;
  company: string;
}

/** Replaces the wizard after a successful submission; takes focus so the change is announced. */
export function HiringThankYou({ onReturnHome, lead }: { onReturnHome?: () => void; lead?: BookingLead }) {
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
      {lead ? (
        <div className="mt-6 w-full rounded-xl border bg-background p-4 text-left shadow-sm sm:p-5">
          <React.Suspense
            fallback={
              <p role="status" className="text-sm text-muted-foreground">
                {thankYouContent.bookingLoading}
              </p>
            }
          >
            <SlotPicker
              headingLevel="h3"
              title={thankYouContent.bookingTitle}
              description={thankYouContent.bookingOffer}
              visitor={{ name: lead.name, email: lead.email, company: lead.company }}
              hiringRequestId={lead.id}
            />
          </React.Suspense>
        </div>
      ) : null}
      <NextSteps headingLevel="h3" className="mt-6 w-full max-w-md" />
      <Button asChild size="lg" className="mt-6">
        <Link to="/" onClick={onReturnHome}>
          {thankYouContent.homeLink}
        </Link>
      </Button>
    </div>
  );
}
