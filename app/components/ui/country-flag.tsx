import type { CountryCode } from "~/content/countries";
import { cn } from "~/lib/cn";

/**
 * The file holding our own drawings of the flags (one <symbol> per country code). Drawn from one
 * cached file rather than from code: the page ships no drawing, only this reference.
 */
export const FLAG_SPRITE = "/images/flags.svg";

/**
 * A country's flag, inline, sized to the text around it. Decorative: the country's name is
 * always written beside it, so the drawing is hidden from assistive technology. Emoji flags are
 * not used: Windows draws them as two letters.
 */
export function CountryFlag({ code, className }: { code: CountryCode; className?: string }) {
  return (
    <svg
      viewBox="0 0 30 20"
      aria-hidden="true"
      focusable="false"
      data-flag={code}
      className={cn(
        "inline-block h-[0.8em] w-[1.2em] shrink-0 rounded-[2px] ring-1 ring-black/15",
        className,
      )}
    >
      <use href={`${FLAG_SPRITE}#${code}`} />
    </svg>
  );
}
