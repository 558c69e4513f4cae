import { MenuIcon } from "lucide-react";
import * as React from "react";
import { Button } from "~/components/ui/button";
import { layoutText } from "~/content/ui/layout-text";
import { useUiText } from "~/content/ui/ui-text";
import { useMountedOnceOpen } from "./modal-state";

const MobileMenuSheet = React.lazy(() => import("./mobile-menu-sheet"));

/** The id of the static pages' menu dialog (mobile-menu-dialog.tsx), which the button controls. */
export const MOBILE_MENU_DIALOG_ID = "mobile-menu";

/**
 * The hamburger button below the desktop breakpoint. In the app the sheet's code loads on first
 * open. With `staticHtml` the button controls the page's native menu dialog
 * (`MobileMenuDialog`, rendered beside the header), which site/scripts/header.ts opens
 * (`data-mobile-menu` marks the button).
 */
export function MobileMenu({ staticHtml = false }: { staticHtml?: boolean }) {
  const [isOpen, setOpen] = React.useState(false);
  const mounted = useMountedOnceOpen(isOpen);
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  const text = useUiText("layout", layoutText).header;
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="lg:hidden"
        ref={buttonRef}
        aria-label={text.openMenu}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={staticHtml ? MOBILE_MENU_DIALOG_ID : undefined}
        data-mobile-menu={staticHtml ? "" : undefined}
        onClick={() => setOpen(true)}
      >
        <MenuIcon className="size-6" aria-hidden="true" />
      </Button>
      {mounted ? (
        <React.Suspense fallback={null}>
          <MobileMenuSheet
            open={isOpen}
            onOpenChange={setOpen}
            onCloseAutoFocus={(event) => {
              // Without a Radix trigger, focus would fall to the page; put it back on the button.
              event.preventDefault();
              buttonRef.current?.focus();
            }}
          />
        </React.Suspense>
      ) : null}
    </>
  );
}
