import { MenuIcon } from "lucide-react";
import { Button } from "~/components/ui/button";
import { layoutText } from "~/content/ui/layout-text";
import { useUiText } from "~/content/ui/ui-text";

/** The id of the menu dialog (mobile-menu-dialog.tsx), which the button controls. */
export const MOBILE_MENU_DIALOG_ID = "mobile-menu";

/**
 * The hamburger button below the desktop breakpoint. It controls the page's menu dialog
 * (`MobileMenuDialog`, rendered beside the header), which site/scripts/header.ts opens
 * (`data-mobile-menu` marks the button).
 */
export function MobileMenu() {
  const text = useUiText("layout", layoutText).header;
  return (
    <Button
      variant="ghost"
      size="icon"
      className="lg:hidden"
      aria-label={text.openMenu}
      aria-haspopup="dialog"
      aria-expanded={false}
      aria-controls={MOBILE_MENU_DIALOG_ID}
      data-mobile-menu=""
    >
      <MenuIcon className="size-6" aria-hidden="true" />
    </Button>
  );
}
