import * as React from "react";
import { dialogClasses } from "~/components/ui/dialog";
import { cn } from "~/lib/cn";
import { MobileMenuContent, type MobileMenuFrame, mobileMenuSheetClass } from "./mobile-menu-content";

const titleId = "mobile-menu-title";
const descriptionId = "mobile-menu-description";

const nativeFrame: MobileMenuFrame = {
  Title: (props) => <h2 id={titleId} {...props} />,
  Description: (props) => <p id={descriptionId} {...props} />,
  // The close button, marked for the script.
  Close: ({ children }) =>
    React.cloneElement(children as React.ReactElement<{ "data-menu-close"?: string }>, {
      "data-menu-close": "",
    }),
};

/**
 * The hamburger menu of a page that renders the header without React in the browser
 * (`<SiteHeader staticHtml />`): a native `<dialog>` in the page's HTML, rendered beside the
 * header with the id its button controls and opened and closed by site/scripts/header.ts. Its
 * content and look are the app's sheet's; the browser holds focus inside while it is open and
 * closes it on Escape.
 */
export function MobileMenuDialog({ id }: { id: string }) {
  return (
    <dialog
      id={id}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      className={cn(
        // A modal dialog sits in the top layer: the Radix sheet's box, on the right at full height.
        "inset-y-0 right-0 left-auto m-0 h-auto max-h-none text-foreground open:flex",
        dialogClasses.backdrop,
        mobileMenuSheetClass,
      )}
    >
      <MobileMenuContent frame={nativeFrame} />
    </dialog>
  );
}
