import { ExternalLinkIcon } from "lucide-react";
import { Button, type ButtonProps } from "~/components/ui/button";
import { site } from "~/content/site";
import { layoutText } from "~/content/ui/layout-text";
import { useUiText } from "~/content/ui/ui-text";

/**
 * The link to the separate client portal, which opens in a new tab. Beside the language
 * switcher and Find Work the desktop header is too full for its words: there it shows only its
 * icon (named for screen readers).
 */
export function PortalLoginLink({
  size,
  className,
  iconOnly,
}: {
  size?: ButtonProps["size"];
  className?: string;
  /** Only the icon from lg up. */
  iconOnly?: boolean;
}) {
  const text = useUiText("layout", layoutText);
  return (
    <Button asChild variant="ghost" size={size} className={className}>
      <a href={site.portalUrl} target="_blank" rel="noopener noreferrer">
        <span className={iconOnly ? "lg:sr-only" : undefined}>{text.header.portalLogin}</span>
        <ExternalLinkIcon aria-hidden="true" />
        <span className="sr-only">{text.opensInNewTab}</span>
      </a>
    </Button>
  );
}
