import { cn } from "~/lib/cn";

/**
 * A decorative icon in a soft rounded square. The SVG markup comes from the route's loader
 * (content/company-icons.server.ts), so no icon code is shipped for content-chosen icons.
 */
export function CompanyIcon({ markup, className }: { markup: string | undefined; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex size-11 items-center justify-center rounded-xl bg-primary-soft text-primary",
        className,
      )}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: markup rendered by our own server code from a fixed icon set
      dangerouslySetInnerHTML={{ __html: markup ?? "" }}
    />
  );
}
