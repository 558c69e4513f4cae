/**
 * Renders the content modules' icon names to SVG markup on the server, so pages receive the few
 * icons they use as data instead of bundling an icon component for every name.
 */
import {
  BrainIcon,
  Building2Icon,
  ChartLineIcon,
  ClockIcon,
  CodeIcon,
  DatabaseIcon,
  FileTextIcon,
  GlobeIcon,
  HandshakeIcon,
  HeadsetIcon,
  HeartPulseIcon,
  LaptopIcon,
  type LucideIcon,
  MegaphoneIcon,
  PaletteIcon,
  PlaneIcon,
  RocketIcon,
  ScaleIcon,
  SearchIcon,
  SettingsIcon,
  ShieldIcon,
  ShoppingCartIcon,
  StethoscopeIcon,
  TargetIcon,
  UsersIcon,
  WalletIcon,
} from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { CompanyIcon } from "./company-shapes";

const icons: Record<CompanyIcon, LucideIcon> = {
  rocket: RocketIcon,
  code: CodeIcon,
  users: UsersIcon,
  chart: ChartLineIcon,
  shield: ShieldIcon,
  clock: ClockIcon,
  cart: ShoppingCartIcon,
  megaphone: MegaphoneIcon,
  headset: HeadsetIcon,
  database: DatabaseIcon,
  palette: PaletteIcon,
  settings: SettingsIcon,
  search: SearchIcon,
  handshake: HandshakeIcon,
  globe: GlobeIcon,
  wallet: WalletIcon,
  file: FileTextIcon,
  laptop: LaptopIcon,
  brain: BrainIcon,
  target: TargetIcon,
  stethoscope: StethoscopeIcon,
  plane: PlaneIcon,
  scale: ScaleIcon,
  heart: HeartPulseIcon,
  building: Building2Icon,
};

export type IconMarkup = Partial<Record<CompanyIcon, string>>;

/** SVG markup for each distinct icon name, keyed by name. */
export function iconMarkup(names: readonly CompanyIcon[]): IconMarkup {
  const markup: IconMarkup = {};
  for (const name of new Set(names)) {
    markup[name] = renderToStaticMarkup(
      createElement(icons[name], { className: "size-5", "aria-hidden": true }),
    );
  }
  return markup;
}
