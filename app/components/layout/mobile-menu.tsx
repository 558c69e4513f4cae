import { MenuIcon } from "lucide-react";
import * as React from "react";
import { Button } from "~/components/ui/button";
import { layoutText } from "~/content/ui/layout-text";
import { useUiText } from "~/lib/i18n/ui-text";
import { useMountedOnceOpen } from "./modal-state";

const MobileMenuSheet = React.lazy(() => import("./mobile-menu-sheet"));

/** The hamburger button below the desktop breakpoint; the sheet's code loads on first open. */
export function MobileMenu() {
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
