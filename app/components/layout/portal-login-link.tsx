import { ExternalLinkIcon } from "lucide-react";
import { Button, type ButtonProps } from "~/components/ui/button";
import { site } from "~/content/site";
import { layoutText } from "~/content/ui/layout-text";
import { useUiText } from "~/lib/i18n/ui-text";

/** The link to the separate client portal, which opens in a new tab. */
export function PortalLoginLink({ size, className }: { size?: ButtonProps["size"]; className?: string }) {
  const text = useUiText("layout", layoutText);
  return (
    <Button asChild variant="ghost" size={size} className={className}>
      <a href={site.portalUrl} target="_blank" rel="noopener noreferrer">
        {text.header.portalLogin}
        <ExternalLinkIcon aria-hidden="true" />
        <span className="sr-only">{text.opensInNewTab}</span>
      </a>
    </Button>
  );
}
