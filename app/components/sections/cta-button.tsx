import { Button, type ButtonProps } from "~/components/ui/button";
import { SiteLink } from "~/components/ui/site-link";
import type { CallToAction } from "~/content/types";

/**
 * Renders a call to action from content: a link, or a button opening a site-wide modal by its
 * `data-opens` (site/scripts/modals.ts).
 */
export function CtaButton({
  cta,
  tone = "light",
  size = "lg",
  className,
}: {
  cta: CallToAction;
  /** "dark" for buttons on a dark background. */
  tone?: "light" | "dark";
  size?: ButtonProps["size"];
  className?: string;
}) {
  const isPrimary = (cta.variant ?? "primary") === "primary";
  const variant: ButtonProps["variant"] =
    tone === "dark" ? (isPrimary ? "inverse" : "outline") : isPrimary ? "default" : "outline";
  const toneClass =
    tone === "dark" && !isPrimary ? "border-white/40 bg-transparent text-white hover:bg-white/10" : undefined;
  const classes = [toneClass, className].filter(Boolean).join(" ") || undefined;
  const label = (
    <>
      {cta.label}
      {cta.context ? <span className="sr-only">{cta.context}</span> : null}
    </>
  );

  if ("opens" in cta) {
    return (
      <Button variant={variant} size={size} className={classes} data-opens={cta.opens}>
        {label}
      </Button>
    );
  }
  return (
    <Button asChild variant={variant} size={size} className={classes}>
      {cta.external ? (
        <a href={cta.href} target="_blank" rel="noopener noreferrer">
          {label}
        </a>
      ) : (
        <SiteLink href={cta.href}>{label}</SiteLink>
      )}
    </Button>
  );
}

export function CtaGroup({
  actions,
  tone,
  className,
}: {
  actions: readonly CallToAction[];
  tone?: "light" | "dark";
  className?: string;
}) {
  return (
    <div className={["flex flex-col gap-3 sm:flex-row sm:flex-wrap", className].filter(Boolean).join(" ")}>
      {actions.map((cta) => (
        <CtaButton key={cta.label} cta={cta} tone={tone} />
      ))}
    </div>
  );
}
