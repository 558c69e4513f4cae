import { cn } from "~/lib/cn";
import { SPAM_VERDICTS, spamVerdictOf } from "../lib/pipelines";

export function SpamBadge({ lead }: { lead: { spam: boolean; spamReason: string | null } }) {
  const verdict = spamVerdictOf(lead);
  if (verdict === "clean") return null;
  const label = SPAM_VERDICTS.find((option) => option.value === verdict)?.label;
  return (
    <span
      className={cn(
        "rounded px-2 py-0.5 font-medium",
        verdict === "quarantined" ? "bg-destructive/10 text-destructive" : "bg-highlight/25 text-foreground",
      )}
    >
      {label}
    </span>
  );
}
