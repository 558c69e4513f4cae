import type { ShortlistCard } from "~/content/hero-visuals";
import { cn } from "~/lib/cn";
import { HeroVisualFrame, VisualCard } from "./hero-visual-frame";

export interface ShortlistStackText {
  shortlist: string;
  vetted: string;
  perHour: string;
  years: string;
}

/** Stack pages: three sample candidates of the stack, fanned like a shortlist being reviewed. */
export function ShortlistStack({
  cards,
  role,
  technologies,
  range,
  text,
}: {
  cards: readonly ShortlistCard[];
  role: string;
  technologies: readonly string[];
  range: { min: number; max: number };
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
            <CardHeader card={card} role={role} text={text} compact />
          </VisualCard>
        ))}
      <VisualCard className="absolute inset-x-0 top-[9rem] overflow-hidden">
        <CardHeader card={front} role={role} text={text} />
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
              <p className="font-semibold">
                ${front.rate}
                <span className="font-normal text-muted-foreground">{text.perHour}</span>
              </p>
            </div>
          </div>
          <RatePosition rate={front.rate} range={range} />
          <ul className="flex flex-wrap gap-1.5">
            {technologies.slice(0, 4).map((technology) => (
              <li
                key={technology}
                className="rounded-full bg-primary-soft px-2.5 py-1 text-xs font-medium text-primary"
              >
                {technology}
              </li>
            ))}
          </ul>
        </div>
      </VisualCard>
    </HeroVisualFrame>
  );
}

function CardHeader({
  card,
  role,
  text,
  compact = false,
}: {
  card: ShortlistCard;
  role: string;
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
        {compact ? null : <p className="truncate text-sm text-white/85">{role}</p>}
      </div>
      {compact ? (
        <span className="ml-auto text-sm font-semibold">
          ${card.rate}
          <span className="font-normal text-white/80">{text.perHour}</span>
        </span>
      ) : (
        <span className="ml-auto rounded-full bg-white/15 px-2.5 py-1 text-xs font-semibold">
          {text.vetted}
        </span>
      )}
    </div>
  );
}

/** Where the candidate's rate sits inside the stack's hourly range. */
function RatePosition({ rate, range }: { rate: number; range: { min: number; max: number } }) {
  const spread = range.max - range.min || 1;
  const at = ((rate - range.min) / spread) * 100;
  return (
    <div>
      <div className="relative h-1.5 rounded-full bg-gradient-to-r from-accent/25 via-primary/30 to-primary/45">
        <span
          className="absolute top-1/2 size-3.5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-primary shadow"
          style={{ left: `${at}%` }}
        />
      </div>
      <div className="mt-1.5 flex justify-between text-xs text-muted-foreground">
        <span>${range.min}</span>
        <span>${range.max}</span>
      </div>
    </div>
  );
}
