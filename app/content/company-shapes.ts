/** Display shapes shared by the company-side pages (industries, LLM training, clients, services). */
import type { ScenarioLinkItem } from "./model-figures";
import type { SectionIntro as BaseSectionIntro, CallToAction } from "./types";

/** Names of the icons a content module may ask for; the sections map them to icon components. */
export type CompanyIcon =
  | "rocket"
  | "code"
  | "users"
  | "chart"
  | "shield"
  | "clock"
  | "cart"
  | "megaphone"
  | "headset"
  | "database"
  | "palette"
  | "settings"
  | "search"
  | "handshake"
  | "globe"
  | "wallet"
  | "file"
  | "laptop"
  | "brain"
  | "target"
  // The local partners (home page, /about).
  | "stethoscope"
  | "plane"
  | "scale"
  | "heart"
  | "building";

/** An illustration: one of our own SVG files under public/images. */
export interface ImageAsset {
  src: string;
  alt: string;
  title: string;
  description: string;
  /** Intrinsic size, so the browser reserves the space before the file arrives. */
  width: number;
  height: number;
}

/** A short figure shown as a tile: "48h" over "Shortlist delivery", and what it counts. */
export interface StatItem {
  value: string;
  label: string;
  /** What the figure counts or compares, where the tile has room for it. */
  description?: string;
  /** For a savings figure: the calculator scenarios that reproduce it (savings-readings.ts). */
  links?: readonly ScenarioLinkItem[];
}

/** An animated counter: the digits of `value` count up, prefix and suffix stay as they are. */
export interface NumberBlock {
  value: string;
  suffix: string;
  label: string;
  description: string;
}

export interface TitledText {
  title: string;
  description: string;
}

export interface IconCard extends TitledText {
  icon: CompanyIcon;
}

export interface FaqEntry {
  question: string;
  answer: string;
}

export interface ProcessStep {
  step: number;
  title: string;
  description: string;
  timeline: string;
}

/** A band heading with an optional call to action below its content. */
export interface SectionIntro extends BaseSectionIntro {
  action?: CallToAction;
}
