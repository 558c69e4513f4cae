import { cn } from "~/lib/cn";
import { InitialsAvatar } from "./initials-avatar";

const pixels = { md: 48, lg: 56 } as const;

/**
 * An illustrated portrait from our own set, in the same circle as the initials avatar shown for
 * a person without one. Decorative by default (`alt=""`), as the name is written
 * beside it; pass the person's name as `alt` where it is not.
 */
export function Portrait({
  src,
  initials,
  alt = "",
  tone = "solid",
  size = "md",
  className,
}: {
  src: string | undefined;
  initials: string;
  alt?: string;
  tone?: "solid" | "on-color";
  size?: "md" | "lg";
  className?: string;
}) {
  if (!src) return <InitialsAvatar initials={initials} tone={tone} size={size} className={className} />;
  return (
    <img
      src={src}
      alt={alt}
      width={pixels[size]}
      height={pixels[size]}
      loading="lazy"
      decoding="async"
      className={cn(
        "shrink-0 rounded-full bg-muted object-cover",
        tone === "on-color" && "ring-2 ring-white/40",
        size === "md" ? "size-12" : "size-14",
        className,
      )}
    />
  );
}
