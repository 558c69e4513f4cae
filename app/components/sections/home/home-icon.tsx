import {
  BrainIcon,
  BriefcaseIcon,
  Building2Icon,
  ClockIcon,
  CodeXmlIcon,
  HeartPulseIcon,
  LaptopIcon,
  type LucideIcon,
  MegaphoneIcon,
  PaletteIcon,
  PlaneIcon,
  RocketIcon,
  ScaleIcon,
  SearchIcon,
  ShieldCheckIcon,
  SparklesIcon,
  StethoscopeIcon,
  TrendingUpIcon,
  UsersIcon,
  WalletIcon,
} from "lucide-react";
import type { HomeIcon as HomeIconName } from "~/content/home";

const icons: Record<HomeIconName, LucideIcon> = {
  clock: ClockIcon,
  wallet: WalletIcon,
  search: SearchIcon,
  shield: ShieldCheckIcon,
  rocket: RocketIcon,
  users: UsersIcon,
  briefcase: BriefcaseIcon,
  code: CodeXmlIcon,
  brain: BrainIcon,
  megaphone: MegaphoneIcon,
  palette: PaletteIcon,
  chart: TrendingUpIcon,
  stethoscope: StethoscopeIcon,
  laptop: LaptopIcon,
  plane: PlaneIcon,
  scale: ScaleIcon,
  heart: HeartPulseIcon,
  building: Building2Icon,
  sparkles: SparklesIcon,
};

/** A section icon in a tinted square, named by content. */
export function HomeIcon({ name, tone = "primary" }: { name: HomeIconName; tone?: "primary" | "accent" }) {
  const Icon = icons[name];
  return (
    <span
      className={
        tone === "accent"
          ? "inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent"
          : "inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary"
      }
    >
      <Icon className="size-5" aria-hidden="true" />
    </span>
  );
}
