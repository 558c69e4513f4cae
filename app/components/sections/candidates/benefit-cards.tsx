import {
  ClockIcon,
  GlobeIcon,
  LaptopIcon,
  type LucideIcon,
  ShieldCheckIcon,
  SparklesIcon,
  TrendingUpIcon,
  UsersIcon,
} from "lucide-react";
import type { BenefitCard, BenefitIcon } from "~/content/category-pages";
import { cn } from "~/lib/cn";

// Icons other pages ship too come from their shared code; the ones only these cards use are
// symbols of a static SVG file, fetched once and no part of the page's JavaScript.
const icons: Partial<Record<BenefitIcon, LucideIcon>> = {
  globe: GlobeIcon,
  clock: ClockIcon,
  shield: ShieldCheckIcon,
  trending: TrendingUpIcon,
  users: UsersIcon,
  laptop: LaptopIcon,
  sparkles: SparklesIcon,
};

function Icon({ name }: { name: BenefitIcon }) {
  const Shared = icons[name];
  if (Shared) return <Shared className="size-5" aria-hidden="true" />;
  return (
    <svg className="size-5" aria-hidden="true">
      <use href={`/images/icons/benefits.svg#${name}`} />
    </svg>
  );
}

export function BenefitCards({ items }: { items: readonly BenefitCard[] }) {
  return (
    <ul
      className={cn(
        "grid gap-3 sm:gap-5",
        // Every row full: three in one row from md; four or six in pairs from phones up.
        items.length % 2
          ? "md:grid-cols-3"
          : items.length % 3
            ? "grid-cols-2 lg:grid-cols-4"
            : "grid-cols-2 lg:grid-cols-3",
      )}
    >
      {items.map((item) => (
        <li key={item.title} className="rounded-xl border bg-card p-3.5 shadow-sm sm:p-6">
          <span className="flex size-9 items-center justify-center rounded-lg bg-primary-soft text-primary sm:size-11">
            <Icon name={item.icon} />
          </span>
          <h3 className="mt-2 leading-snug font-semibold sm:mt-4 sm:text-lg">{item.title}</h3>
          <p className="mt-1 text-sm text-muted-foreground sm:mt-2 sm:text-base">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
