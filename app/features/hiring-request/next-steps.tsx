import { thankYouContent } from "~/content/hiring";
import { cn } from "~/lib/cn";

/** A discovery call booked right after the request. */
export interface BookedCall {
  /** The call's day and time in the visitor's zone, as the picker showed it. */
  when: string;
  host: string;
}

/**
 * "What happens next" after a hiring request: on /thank-you and on the wizard's thank-you card.
 * Once a call is booked, the step that promises to schedule one names the booked time and host.
 */
export function NextSteps({
  headingLevel: Heading,
  className,
  booked,
}: {
  headingLevel: "h2" | "h3";
  className?: string;
  booked?: BookedCall;
}) {
  const steps = thankYouContent.nextSteps.map((step, index) =>
    booked && index === thankYouContent.callStepIndex
      ? thankYouContent.bookedCallStep(booked.when, booked.host)
      : step,
  );
  return (
    <div className={cn("rounded-xl bg-muted p-5 text-left", className)}>
      <Heading className="font-semibold">{thankYouContent.nextStepsTitle}</Heading>
      <ol className="mt-3 space-y-2 text-sm text-muted-foreground">
        {steps.map((step, index) => (
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
  );
}
