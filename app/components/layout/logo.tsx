import { SiteLink } from "~/components/ui/site-link";
import { site } from "~/content/site";
import { layoutText } from "~/content/ui/layout-text";
import { useUiText } from "~/content/ui/ui-text";
import { cn } from "~/lib/cn";

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={cn("size-8", className)} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#2446c7" />
      <path d="M8 9h3.2v11.2H17V23H8z" fill="#fff" />
      <path d="M18.5 9h2.8l2.7 5.3L26.7 9H29v14h-3v-8.2l-2 3.9h-1.9l-2-3.9V23h-1.6z" fill="#f5b82e" />
    </svg>
  );
}

export function Logo({ inverse = false }: { inverse?: boolean }) {
  const { tagline } = useUiText("layout", layoutText).footer;
  return (
    <SiteLink
      href="/"
      className="flex items-center gap-2.5 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
    >
      <LogoMark />
      <span className="flex flex-col leading-none">
        <span
          className={cn("text-lg font-extrabold tracking-tight", inverse ? "text-white" : "text-navy-900")}
        >
          {site.name}
        </span>
        <span
          className={cn(
            "mt-1 text-[11px] font-medium lg:whitespace-nowrap",
            inverse ? "text-white/75" : "text-muted-foreground",
          )}
        >
          {tagline}
        </span>
      </span>
    </SiteLink>
  );
}
