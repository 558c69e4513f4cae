import * as React from "react";
import type { HomeContent } from "~/content/home";
import type { StorageFile } from "~/features/storage/storage-path";
import {
  displayNameFromFile,
  type StorageListing,
  useStorageListing,
} from "~/features/storage/use-storage-listing";
import { cn } from "~/lib/cn";
import { Section, SectionHeading } from "../section";

/** Customer logos shown: list items 2 to 19 (6 of them under 768 px), and the first 2 VC logos. */
const CUSTOMER_SLICE = { start: 1, end: 19, mobileCount: 6 } as const;
const VC_COUNT = 2;

/** A logo wall, not cards: same-height wordmarks in greyscale that take their colour on hover. */
const tileClass = "flex h-16 items-center justify-center px-3";

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
    <Section aria-labelledby="logos-title">
      <SectionHeading id="logos-title" eyebrow={content.eyebrow} title={content.title} />
      <h3 className="mt-12 text-center text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        {content.customersLabel}
      </h3>
      <LogoTiles
        listing={customers}
        pick={(files) => files.slice(CUSTOMER_SLICE.start, CUSTOMER_SLICE.end)}
        slots={CUSTOMER_SLICE.end - CUSTOMER_SLICE.start}
        mobileSlots={CUSTOMER_SLICE.mobileCount}
        className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6"
        testId="customer-logos"
      />
      <h3 className="mt-12 text-center text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        {content.investorsLabel}
      </h3>
      <LogoTiles
        listing={investors}
        pick={(files) => files.slice(0, VC_COUNT)}
        slots={VC_COUNT}
        className="mx-auto mt-6 grid max-w-xl grid-cols-2 gap-4"
        testId="vc-logos"
      />
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
      className="h-8 w-auto max-w-full object-contain opacity-70 grayscale transition duration-200 hover:opacity-100 hover:grayscale-0 motion-reduce:transition-none"
    />
  );
}
