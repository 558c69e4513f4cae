import * as React from "react";
import { thankYouContent } from "~/content/hiring";
import type { HiringInterest } from "~/features/hiring-request/hiring-interest";
import { focusHeading } from "./focus-heading";
import { HiringWizard } from "./hiring-wizard";

/** A header's title and lead: the form's own, then the confirmation. */
export interface CardHeader {
  title: string;
  description: string;
}

/**
 * The wizard as a module of its own: the hiring modal loads it on demand and /hiring-form as its
 * island (hiring-form-card.tsx), so react-hook-form and zod stay out of every other page's
 * first-load JavaScript.
 *
 * Once the request is sent, the header above the wizard becomes the confirmation: the page's
 * card header (`header`, rendered here, focused then) or the modal's (`onSubmitted` hands it the
 * confirmation's text).
 */
export default function HiringFormEmbed({
  interest,
  header,
  className,
  onSubmitted,
  onReturnHome,
}: {
  interest?: HiringInterest;
  header?: CardHeader;
  /** The card's classes, when the embed draws the card (with `header`). */
  className?: string;
  onSubmitted?: (confirmation: CardHeader) => void;
  /** The confirmation's link home was followed: the modal closes. */
  onReturnHome?: () => void;
}) {
  const [sent, setSent] = React.useState(false);
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  React.useEffect(() => {
    if (sent && headingRef.current) focusHeading(headingRef.current);
  }, [sent]);
  const wizard = (
    <HiringWizard
      onReturnHome={onReturnHome}
      onSubmitted={() => {
        setSent(true);
        onSubmitted?.(thankYouContent);
      }}
      inDialog
      interest={interest}
    />
  );
  if (!header) return wizard;
  const shown = sent ? thankYouContent : header;
  return (
    <div className={className}>
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold tracking-tight outline-none sm:text-3xl"
      >
        {shown.title}
      </h1>
      <p className="mt-2 text-muted-foreground">{shown.description}</p>
      <div className="mt-8">{wizard}</div>
    </div>
  );
}
