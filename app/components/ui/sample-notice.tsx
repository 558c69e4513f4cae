import { cn } from "~/lib/cn";

/**
 * The line that marks illustrative people, companies, logos, testimonials and case studies
 * (content/sample-content.ts). One per block of sample content, right under or beside it;
 * `data-sample-notice` lets the tests find every one.
 */
export function SampleNotice({
  text,
  tone = "default",
  className,
}: {
  text: string;
  tone?: "default" | "dark";
  className?: string;
}) {
  return (
    <p
      data-sample-notice=""
      className={cn(
        "text-xs leading-snug",
        tone === "dark" ? "text-white/80" : "text-muted-foreground",
        className,
      )}
    >
      {text}
    </p>
  );
}
