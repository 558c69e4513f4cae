import { payMark } from "~/content/figure-marks";
import type { ShortlistCard } from "~/content/hero-visuals";
import { seniorityForYears } from "~/content/seniority";
import { cn } from "~/lib/cn";
import { HeroVisualFrame, VisualCard } from "./hero-visual-frame";

export interface ShortlistStackText {
  shortlist: string;
  vetted: string;
  pay: string;
  perHour: string;
  years: string;
}

/**
 * Stack pages: three of the sample profiles shown further down the page, fanned like a shortlist
 * being reviewed. Each keeps the name, role and pay of its card below; the sample-content notice
 * closes the visual.
 */
export function ShortlistStack({
  cards,
  notice,
  text,
}: {
  cards: readonly ShortlistCard[];
  notice: string;
  text: ShortlistStackText;
}) {
  const [front, ...behind] = cards;
  if (!front) return null;
  return (
    <HeroVisualFrame>
      <div className="absolute top-0 right-0 flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold text-white/90 ring-1 ring-white/15">
        <span className="size-1.5 rounded-full bg-accent" />
        {text.shortlist} · {cards.length}
      </div>
      {behind
        .slice(0, 2)
        .reverse()
        .map((card, index) => (
          <VisualCard
            key={card.id}
            className={cn(
              "absolute overflow-hidden",
              index === 0 ? "inset-x-10 top-[2.5rem] brightness-75" : "inset-x-5 top-[5.75rem] brightness-90",
            )}
          >
            <CardHeader card={card} text={text} compact />
          </VisualCard>
        ))}
      <VisualCard className="absolute inset-x-0 top-[9rem] overflow-hidden">
        <CardHeader card={front} text={text} />
        <div className="space-y-5 px-5 py-5">
          <div className="grid grid-cols-3 gap-3 text-sm">
            <div>
              <p className="font-semibold">{front.country}</p>
            </div>
            <div>
              <p className="font-semibold">
                {front.yearsExperience}{" "}
                <span className="font-normal text-muted-foreground">{text.years}</span>
              </p>
            </div>
            <div className="text-right">
              <p
                className="font-semibold"
                {...payMark({ role: front.stack, seniority: seniorityForYears(front.yearsExperience) })}
              >
                <span className="font-normal text-muted-foreground">{text.pay} </span>${front.pay}
                <span className="font-normal text-muted-foreground">{text.perHour}</span>
              </p>
            </div>
          </div>
          <ul className="flex flex-wrap gap-1.5">
            {front.skills.slice(0, 4).map((skill) => (
              <li
                key={skill}
                className="rounded-full bg-primary-soft px-2.5 py-1 text-xs font-medium text-primary"
              >
                {skill}
              </li>
            ))}
          </ul>
        </div>
      </VisualCard>
      <p className="absolute inset-x-0 bottom-0 text-center text-xs text-white/80">{notice}</p>
    </HeroVisualFrame>
  );
}

function CardHeader({
  card,
  text,
  compact = false,
}: {
  card: ShortlistCard;
  text: ShortlistStackText;
  compact?: boolean;
}) {
  return (
    <div
      className={cn(
        "flex items-center gap-3 bg-gradient-to-br px-5 text-white",
        card.gradient,
        compact ? "py-3" : "py-4",
      )}
    >
      <span
        className={cn(
          "inline-flex shrink-0 items-center justify-center rounded-full bg-white/20 font-bold ring-2 ring-white/40",
          compact ? "size-8 text-xs" : "size-12 text-base",
        )}
      >
        {card.initials}
      </span>
      <div className="min-w-0">
        <p className={cn("truncate font-bold", compact ? "text-sm" : "text-base")}>{card.name}</p>
        <p className={cn("truncate text-white/85", compact ? "text-xs" : "text-sm")}>{card.role}</p>
      </div>
      {compact ? null : (
        <span className="ml-auto rounded-full bg-white/15 px-2.5 py-1 text-xs font-semibold">
          {text.vetted}
        </span>
      )}
    </div>
  );
}
