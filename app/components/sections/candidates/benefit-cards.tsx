import {
  ClockIcon,
  DollarSignIcon,
  GlobeIcon,
  GraduationCapIcon,
  LaptopIcon,
  type LucideIcon,
  ShieldCheckIcon,
  SparklesIcon,
  TargetIcon,
  TrendingUpIcon,
  UsersIcon,
} from "lucide-react";
import type { BenefitCard, BenefitIcon } from "~/content/category-pages";

const icons: Record<BenefitIcon, LucideIcon> = {
  dollar: DollarSignIcon,
  globe: GlobeIcon,
  clock: ClockIcon,
  shield: ShieldCheckIcon,
  trending: TrendingUpIcon,
  users: UsersIcon,
  laptop: LaptopIcon,
  sparkles: SparklesIcon,
  graduation: GraduationCapIcon,
  target: TargetIcon,
};

export function BenefitCards({ items }: { items: readonly BenefitCard[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => {
        const Icon = icons[item.icon];
        return (
          <li key={item.title} className="rounded-xl border bg-card p-6 shadow-sm">
            <span className="flex size-11 items-center justify-center rounded-lg bg-primary-soft text-primary">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <h3 className="mt-4 text-lg font-semibold">{item.title}</h3>
            <p className="mt-2 text-muted-foreground">{item.description}</p>
          </li>
        );
      })}
    </ul>
  );
}
