import { type ClassValue, clsx } from "clsx";
import { createTailwindMerge, validators } from "tailwind-merge";

const { isArbitraryLength, isArbitraryValue, isFraction, isNumber, isTshirtSize } = validators;

const spacing = [isNumber, isFraction, isArbitraryValue, "px", "auto", "full", "screen"];
const lengths = [...spacing, isTshirtSize, "min", "max", "fit", "dvh", "svh", "lvh", "prose", "none"];
const fontSizes = [isTshirtSize, "base", isArbitraryLength];
const radii = ["", "none", "full", isTshirtSize, isArbitraryValue];
const borderWidths = ["", isNumber, isArbitraryLength];

/**
 * A colour: anything after the prefix except the other utilities that share it (alignment,
 * wrapping, border sides and styles, background images and layout), which are joined as they are.
 */
const colourUnless =
  (others: RegExp) =>
  (value: string): boolean =>
    !others.test(value);
const textColour = colourUnless(
  /^(left|center|right|justify|start|end|wrap|nowrap|balance|pretty|ellipsis|clip)$/,
);
const borderColour = colourUnless(
  /^([tblrxyse](-|$)|solid|dashed|dotted|double|hidden|none|collapse|separate)/,
);
const bgColour = colourUnless(
  /^(linear|radial|conic|clip|origin|none|auto|cover|contain|center|top|bottom|left|right|repeat|no-repeat|fixed|local|scroll)(-|$)/,
);

/**
 * tailwind-merge with only the utility groups this site's components let callers override
 * (spacing, sizing, colours, type, borders, layout). The full default configuration would add
 * about 7 kB gzip to every page's first load; classes outside these groups are simply joined.
 */
const mergeClasses = createTailwindMerge(() => ({
  cacheSize: 500,
  theme: {},
  classGroups: {
    display: [
      "block",
      "inline-block",
      "inline",
      "flex",
      "inline-flex",
      "grid",
      "inline-grid",
      "contents",
      "hidden",
    ],
    position: ["static", "fixed", "absolute", "relative", "sticky"],
    p: [{ p: spacing }],
    px: [{ px: spacing }],
    py: [{ py: spacing }],
    pt: [{ pt: spacing }],
    pr: [{ pr: spacing }],
    pb: [{ pb: spacing }],
    pl: [{ pl: spacing }],
    m: [{ m: spacing }],
    mx: [{ mx: spacing }],
    my: [{ my: spacing }],
    mt: [{ mt: spacing }],
    mr: [{ mr: spacing }],
    mb: [{ mb: spacing }],
    ml: [{ ml: spacing }],
    gap: [{ gap: spacing }],
    size: [{ size: lengths }],
    w: [{ w: lengths }],
    "min-w": [{ "min-w": lengths }],
    "max-w": [{ "max-w": lengths }],
    h: [{ h: lengths }],
    "min-h": [{ "min-h": lengths }],
    "max-h": [{ "max-h": lengths }],
    "font-size": [{ text: fontSizes }],
    "font-weight": [
      { font: ["thin", "light", "normal", "medium", "semibold", "bold", "extrabold", "black"] },
    ],
    "text-color": [{ text: [textColour] }],
    "bg-color": [{ bg: [bgColour] }],
    rounded: [{ rounded: radii }],
    "border-w": [{ border: borderWidths }],
    "border-color": [{ border: [borderColour] }],
    shadow: [{ shadow: ["", "none", isTshirtSize, isArbitraryValue] }],
    "flex-direction": [{ flex: ["row", "row-reverse", "col", "col-reverse"] }],
    "align-items": [{ items: ["start", "end", "center", "baseline", "stretch"] }],
    "justify-content": [{ justify: ["start", "end", "center", "between", "around", "evenly", "stretch"] }],
    overflow: [{ overflow: ["auto", "hidden", "clip", "visible", "scroll"] }],
    z: [{ z: [isNumber, "auto", isArbitraryValue] }],
    opacity: [{ opacity: [isNumber, isArbitraryValue] }],
  },
  conflictingClassGroups: {
    p: ["px", "py", "pt", "pr", "pb", "pl"],
    px: ["pr", "pl"],
    py: ["pt", "pb"],
    m: ["mx", "my", "mt", "mr", "mb", "ml"],
    mx: ["mr", "ml"],
    my: ["mt", "mb"],
    size: ["w", "h"],
  },
  conflictingClassGroupModifiers: {},
  orderSensitiveModifiers: ["before", "after", "placeholder", "file", "marker", "selection"],
}));

/** Joins class names; for the groups above, a later utility replaces an earlier one. */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
