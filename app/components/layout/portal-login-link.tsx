import { ExternalLinkIcon } from "lucide-react";
import { Button, type ButtonProps } from "~/components/ui/button";
import { site } from "~/content/site";

/** The link to the separate client portal, which opens in a new tab. */
export function PortalLoginLink({ size, className }: { size?: ButtonProps["size"]; className?: string }) {
  return (
    <Button asChild variant="ghost" size={size} className={className}>
      <a href={site.portalUrl} target="_blank" rel="noopener noreferrer">
        Portal Login
        <ExternalLinkIcon aria-hidden="true" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </Button>
  );
}
