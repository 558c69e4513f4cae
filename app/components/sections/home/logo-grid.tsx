import { SampleNotice } from "~/components/ui/sample-notice";
import type { HomeContent } from "~/content/home";
import { cn } from "~/lib/cn";
import { Section, SectionHeading } from "../section";
import { headingGapClass, homeSectionClass } from "./card-row";

/**
 * Customer logos shown: list items 2 to 19 (6 of them under 768 px), and the first 2 VC logos.
 * The columns divide those counts (3 under 768 px, then 6, then 9), so no row is left short.
 */
const CUSTOMER_SLICE = { start: 1, end: 19, mobileCount: 6 } as const;
const VC_COUNT = 2;

const labelClass =
  "text-center text-xs font-semibold tracking-wide text-muted-foreground uppercase sm:text-sm";

/** A logo wall, not cards: same-height wordmarks in greyscale that take their colour on hover. */
const tileClass = "flex h-12 items-center justify-center px-1 sm:h-14 sm:px-3";

/**
 * The featured customer and venture partner logos: skeleton tiles in the HTML, which the page's
 * script (site/scripts/storage-listings.ts) fills from the storage listings once the page has
 * loaded, with copies of the image template below.
 */
export function LogoGrid({ content }: { content: HomeContent["logos"] }) {
  return (
    <Section aria-labelledby="logos-title" className={homeSectionClass}>
      <SectionHeading id="logos-title" eyebrow={content.eyebrow} title={content.title} />
      <h3 className={cn(headingGapClass, labelClass)}>{content.customersLabel}</h3>
      <LogoTiles
        listing={{ prefix: "Logos", limit: content.listLimit, errorMessage: content.customerErrorMessage }}
        start={CUSTOMER_SLICE.start}
        slots={CUSTOMER_SLICE.end - CUSTOMER_SLICE.start}
        mobileSlots={CUSTOMER_SLICE.mobileCount}
        className="mt-4 grid grid-cols-3 gap-x-3 gap-y-1 sm:gap-x-4 md:grid-cols-6 lg:grid-cols-9"
        testId="customer-logos"
      />
      <h3 className={cn("mt-8", labelClass)}>{content.investorsLabel}</h3>
      <LogoTiles
        listing={{ prefix: "VC's", limit: content.listLimit, errorMessage: content.vcErrorMessage }}
        start={0}
        slots={VC_COUNT}
        className="mx-auto mt-4 grid max-w-md grid-cols-2 gap-4"
        testId="vc-logos"
      />
      {/* A logo's image: it takes its colour on hover, and removes itself if its file fails to load. */}
      <template data-logo-template="">
        <img
          alt=""
          width={200}
          height={44}
          loading="lazy"
          decoding="async"
          className="h-7 w-auto max-w-full object-contain opacity-70 grayscale sm:h-8 transition duration-200 hover:opacity-100 hover:grayscale-0 motion-reduce:transition-none"
        />
      </template>
      <SampleNotice text={content.sampleNotice} className="mt-6 text-center" />
    </Section>
  );
}

/**
 * A fixed number of same-sized tiles, skeletons until the listing of the Images bucket's folder
 * `listing.prefix` comes: then its files from `start` on take the tiles, and the rest stay empty.
 * The tile count never changes, so the section keeps its height (no layout shift) even on an
 * error.
 */
function LogoTiles({
  listing,
  start,
  slots,
  mobileSlots = slots,
  className,
  testId,
}: {
  listing: { prefix: string; limit: number; errorMessage: string };
  start: number;
  slots: number;
  mobileSlots?: number;
  className: string;
  testId: string;
}) {
  return (
    <ul
      className={className}
      data-testid={testId}
      data-status="loading"
      aria-busy={true}
      data-listing="Images"
      data-prefix={listing.prefix}
      data-limit={listing.limit}
      data-start={start}
      data-error-message={listing.errorMessage}
    >
      {Array.from({ length: slots }, (_, index) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their slot
          key={`slot-${index}`}
          aria-hidden="true"
          className={cn(tileClass, "motion-safe:animate-pulse", index >= mobileSlots && "hidden md:flex")}
        >
          <span className="h-7 w-3/4 rounded bg-muted" />
        </li>
      ))}
    </ul>
  );
}
