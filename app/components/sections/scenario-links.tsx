import { SiteLink } from "~/components/ui/site-link";
import type { ScenarioLinkItem } from "~/content/model-figures";
import { cn } from "~/lib/cn";

/**
 * The calculator scenarios that reproduce the savings figures beside them, one link each, its
 * label naming the figure and the scenario (savings-readings.ts). Placed next to the figure: the
 * savings relation reads a figure against the links of its nearest block.
 */
export function ScenarioLinks({
  links,
  tone = "light",
  className,
}: {
  links: readonly ScenarioLinkItem[];
  tone?: "light" | "dark";
  className?: string;
}) {
  return (
    <ul className={cn("flex flex-col gap-1 text-sm", className)}>
      {links.map((link) => (
        <li key={link.href}>
          <SiteLink
            href={link.href}
            className={cn(
              "inline-block font-semibold underline-offset-4 hover:underline focus-visible:outline-2",
              tone === "dark"
                ? "text-white underline focus-visible:outline-white"
                : "text-primary focus-visible:outline-ring",
            )}
          >
            {link.label}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
