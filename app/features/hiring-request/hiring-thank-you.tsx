import { CheckCircle2Icon } from "lucide-react";
import * as React from "react";
import { Button } from "~/components/ui/button";
import { SiteLink } from "~/components/ui/site-link";
import { dismissNotifications } from "~/components/ui/toast";
import { thankYouContent } from "~/content/hiring";
import { cn } from "~/lib/cn";
import { revealConfirmation } from "~/lib/reveal-confirmation";
import { scrollContainerToTop } from "./focus-heading";
import { type BookedCall, NextSteps } from "./next-steps";

// Loaded only once a request is sent: the picker adds nothing to the wizard pages' first load.
const SlotPicker = React.lazy(() => import("~/features/booking/slot-picker"));

/** The request just sent: the call is booked for it, with the details the visitor gave. */
export interface BookingLead {
  id: string;
  name: string;
  email: string;
  company: string;
}

/**
 * Replaces the wizard after a successful submission; takes focus so the change is announced.
 * `headless` leaves out the confirmation's title and lead, for a container whose own header
 * shows them (and takes the focus) instead.
 */
export function HiringThankYou({
  onReturnHome,
  lead,
  headless = false,
}: {
  onReturnHome?: () => void;
  lead?: BookingLead;
  headless?: boolean;
}) {
  const [booked, setBooked] = React.useState<BookedCall | undefined>();
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const rootRef = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => {
    if (headingRef.current) {
      scrollContainerToTop(headingRef.current);
      revealConfirmation(headingRef.current);
    } else if (rootRef.current) scrollContainerToTop(rootRef.current);
  }, []);
  return (
    <div ref={rootRef} className={cn("flex flex-col items-center text-center", !headless && "py-6")}>
      {headless ? null : (
        <>
          <CheckCircle2Icon className="size-14 text-accent" aria-hidden="true" />
          <h2 ref={headingRef} tabIndex={-1} className="mt-5 text-2xl font-bold tracking-tight outline-none">
            {thankYouContent.title}
          </h2>
          <p className="mt-2 text-muted-foreground">{thankYouContent.description}</p>
        </>
      )}
      {lead ? (
        <div
          className={cn(
            "w-full rounded-xl border bg-background p-4 text-left shadow-sm sm:p-5",
            !headless && "mt-6",
          )}
          // The confirmation's toast may sit over the day picker: it goes once the visitor uses it.
          onPointerDownCapture={dismissNotifications}
          onFocusCapture={dismissNotifications}
        >
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
              onBooked={setBooked}
            />
          </React.Suspense>
        </div>
      ) : null}
      <NextSteps headingLevel="h3" className="mt-6 w-full max-w-md" booked={booked} />
      <Button asChild size="lg" className="mt-6">
        <SiteLink href="/" onClick={onReturnHome}>
          {thankYouContent.homeLink}
        </SiteLink>
      </Button>
    </div>
  );
}
