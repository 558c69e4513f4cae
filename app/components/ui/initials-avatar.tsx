import { cn } from "~/lib/cn";

/**
 * A person's initials in a circle, used instead of photos. Decorative: the name is always
 * written next to it. "solid" sits on light cards, "on-color" on gradient or coloured ones.
 */
export function InitialsAvatar({
  initials,
  tone = "solid",
  size = "md",
  className,
}: {
  initials: string;
  tone?: "solid" | "on-color";
  size?: "md" | "lg";
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex shrink-0 items-center justify-center rounded-full font-bold text-white",
        tone === "solid" ? "bg-navy-800" : "bg-white/20 ring-2 ring-white/40",
        size === "md" ? "size-12 text-base" : "size-14 text-lg",
        className,
      )}
    >
      {initials}
    </span>
  );
}
