import { ExternalLinkIcon } from "lucide-react";
import { Button, type ButtonProps } from "~/components/ui/button";
import { site } from "~/content/site";
import { layoutText } from "~/content/ui/layout-text";
import { useUiText } from "~/lib/i18n/ui-text";

/**
 * The link to the separate client portal, which opens in a new tab. Beside the language
 * switcher the header is too full at lg for its words: there it shows only its icon (named for
 * screen readers) until xl.
 */
export function PortalLoginLink({
  size,
  className,
  iconOnlyUntilXl,
}: {
  size?: ButtonProps["size"];
  className?: string;
  iconOnlyUntilXl?: boolean;
}) {
  const text = useUiText("layout", layoutText);
  return (
    <Button asChild variant="ghost" size={size} className={className}>
      <a href={site.portalUrl} target="_blank" rel="noopener noreferrer">
        <span className={iconOnlyUntilXl ? "lg:max-xl:sr-only" : undefined}>{text.header.portalLogin}</span>
        <ExternalLinkIcon aria-hidden="true" />
        <span className="sr-only">{text.opensInNewTab}</span>
      </a>
    </Button>
  );
}
