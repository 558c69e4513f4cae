import * as React from "react";
import { SampleNotice } from "~/components/ui/sample-notice";
import type { HomeContent } from "~/content/home";
import type { StorageFile } from "~/features/storage/storage-path";
import {
  displayNameFromFile,
  type StorageListing,
  useStorageListing,
} from "~/features/storage/use-storage-listing";
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

/** The featured customer and venture partner logos, listed from storage after hydration. */
export function LogoGrid({ content }: { content: HomeContent["logos"] }) {
  const customers = useStorageListing("Images", {
    prefix: "Logos",
    limit: content.listLimit,
    errorMessage: content.customerErrorMessage,
  });
  const investors = useStorageListing("Images", {
    prefix: "VC's",
    limit: content.listLimit,
    errorMessage: content.vcErrorMessage,
  });
  return (
    // Eager: the listings update this band as soon as they load, before it would hydrate on its own.
    <Section aria-labelledby="logos-title" className={homeSectionClass}>
      <SectionHeading id="logos-title" eyebrow={content.eyebrow} title={content.title} />
      <h3 className={cn(headingGapClass, labelClass)}>{content.customersLabel}</h3>
      <LogoTiles
        listing={customers}
        pick={(files) => files.slice(CUSTOMER_SLICE.start, CUSTOMER_SLICE.end)}
        slots={CUSTOMER_SLICE.end - CUSTOMER_SLICE.start}
        mobileSlots={CUSTOMER_SLICE.mobileCount}
        className="mt-4 grid grid-cols-3 gap-x-3 gap-y-1 sm:gap-x-4 md:grid-cols-6 lg:grid-cols-9"
        testId="customer-logos"
      />
      <h3 className={cn("mt-8", labelClass)}>{content.investorsLabel}</h3>
      <LogoTiles
        listing={investors}
        pick={(files) => files.slice(0, VC_COUNT)}
        slots={VC_COUNT}
        className="mx-auto mt-4 grid max-w-md grid-cols-2 gap-4"
        testId="vc-logos"
      />
      <SampleNotice text={content.sampleNotice} className="mt-6 text-center" />
    </Section>
  );
}

/**
 * A fixed number of same-sized tiles: skeletons while loading, logos once listed. The tile
 * count never changes, so the section keeps its height (no layout shift) even on an error.
 */
function LogoTiles({
  listing,
  pick,
  slots,
  mobileSlots = slots,
  className,
  testId,
}: {
  listing: StorageListing;
  pick: (files: readonly StorageFile[]) => readonly StorageFile[];
  slots: number;
  mobileSlots?: number;
  className: string;
  testId: string;
}) {
  const files = listing.status === "ready" ? pick(listing.files) : [];
  const hiddenOnMobile = (index: number) => index >= mobileSlots && "hidden md:flex";
  return (
    <ul
      className={className}
      data-testid={testId}
      data-status={listing.status}
      aria-busy={listing.status === "loading"}
    >
      {Array.from({ length: slots }, (_, index) => {
        const file = files[index];
        if (file) {
          return (
            <li key={file.name} className={cn(tileClass, hiddenOnMobile(index))}>
              <LogoImage file={file} />
            </li>
          );
        }
        return (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their slot
            key={`slot-${index}`}
            aria-hidden="true"
            className={cn(
              tileClass,
              listing.status === "loading" && "motion-safe:animate-pulse",
              hiddenOnMobile(index),
            )}
          >
            {listing.status === "loading" ? <span className="h-7 w-3/4 rounded bg-muted" /> : null}
          </li>
        );
      })}
    </ul>
  );
}

/** A logo that removes itself when the file fails to load, so no broken image shows. */
function LogoImage({ file }: { file: StorageFile }) {
  const [failed, setFailed] = React.useState(false);
  if (failed) return null;
  return (
    <img
      src={file.url}
      alt={displayNameFromFile(file.name)}
      width={200}
      height={44}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className="h-7 w-auto max-w-full object-contain opacity-70 grayscale sm:h-8 transition duration-200 hover:opacity-100 hover:grayscale-0 motion-reduce:transition-none"
    />
  );
}
