/**
 * Renders the content modules' icon names to SVG markup on the server, so pages receive the few
 * icons they use as data instead of bundling an icon component for every name.
 */
import {
  BrainIcon,
  ChartLineIcon,
  ClockIcon,
  CodeIcon,
  DatabaseIcon,
  FileTextIcon,
  GlobeIcon,
  HandshakeIcon,
  HeadsetIcon,
  LaptopIcon,
  type LucideIcon,
  MegaphoneIcon,
  PaletteIcon,
  RocketIcon,
  SearchIcon,
  SettingsIcon,
  ShieldIcon,
  ShoppingCartIcon,
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
