import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { hiringFormPath } from "~/content/navigation";
import { useApplyModal } from "./apply-modal";
import { HeaderMenus } from "./header-menus";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { PortalLoginLink } from "./portal-login-link";

export function SiteHeader() {
  const applyModal = useApplyModal();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <div className="flex items-center gap-6">
          <Logo />
          <HeaderMenus />
        </div>
        <div className="flex items-center gap-2">
          <Button variant="outline" className="hidden lg:inline-flex" onClick={applyModal.open}>
            Candidate Apply
          </Button>
          <PortalLoginLink className="hidden lg:inline-flex" />
          <Button asChild className="hidden sm:inline-flex">
            <Link to={hiringFormPath}>Hire Talent</Link>
          </Button>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
