import * as React from "react";
import { hiringFormPageContent } from "~/content/hiring";
import { interestFromSearch } from "~/features/hiring-request/hiring-interest";
import HiringFormEmbed from "./hiring-form-embed";

/** The interest named by the page's address; none while the page is built. */
function interestOfPage() {
  return typeof window === "undefined"
    ? undefined
    : interestFromSearch(new URLSearchParams(window.location.search));
}

/**
 * The hiring wizard as /hiring-form shows it: a card whose header turns into the confirmation
 * once the request is sent. It is the page's island (site/pages/hiring-form.astro), built with
 * no interest; in the browser it reads the one a shortlist link names (`?role=…&package=…`, from
 * the savings calculator or the chat), which the wizard uses from its roles step on and sends
 * with the lead, as it did on the React Router page. The first step shows none of it, so the
 * built HTML and the hydrated wizard agree.
 */
export function HiringFormCard() {
  const [interest] = React.useState(interestOfPage);
  return (
    <HiringFormEmbed
      interest={interest}
      header={hiringFormPageContent}
      className="mt-6 rounded-2xl border bg-background p-5 shadow-sm sm:p-10"
    />
  );
}
