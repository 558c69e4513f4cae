/**
 * A page's share image, drawn at build time: satori lays the card out and turns its text into
 * SVG paths with the brand typeface, resvg paints the SVG to a 1200×630 PNG. Nothing is fetched:
 * Inter comes from its npm package (the static cuts as WOFF, which satori reads; the site's
 * variable WOFF2 it does not). Used by site/pages/og/[...image].png.ts.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Resvg } from "@resvg/resvg-js";
import type { ReactNode } from "react";
import satori, { type Font } from "satori";
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, shareHeadline } from "~/content/share-images";
import { site } from "~/content/site";
import { es } from "~/content/ui/es";
import { ptBr } from "~/content/ui/pt-br";
import type { Locale } from "~/lib/i18n/locales";

export interface ShareImageInput {
  title: string;
  locale: Locale;
}

/** The site's colours (app/styles.css). */
const colors = {
  navy: "#0b1530",
  navyMid: "#13224a",
  navyLight: "#1c2f63",
  primary: "#2446c7",
  accent: "#0d8a6a",
  highlight: "#f5b82e",
  white: "#ffffff",
  soft: "rgba(255, 255, 255, 0.72)",
  faint: "rgba(255, 255, 255, 0.56)",
};

const PADDING_X = 80;
const PADDING_TOP = 64;
const BRAND_HEIGHT = 72;
const TEXT_GAP = 28;
const TEXT_WIDTH = SHARE_IMAGE_WIDTH - 2 * PADDING_X;
/**
 * The height left to the title (and its second line) between the brand row and the foot line:
 * a fitted title is never taller.
 */
export const TITLE_HEIGHT = 340;
/** Headline sizes tried, largest first, until the title fits in TITLE_HEIGHT. */
const HEADLINE_SIZES = [76, 70, 64, 58, 52, 46, 42];
const SUBLINE_SIZE = 30;
const SUBLINE_GAP = 18;

const taglines: Record<Locale, string> = {
  en: site.tagline,
  es: es.layout.footer.tagline,
  "pt-br": ptBr.layout.footer.tagline,
};

let fonts: Font[] | undefined;

/** Inter at the weights the card uses, Latin and Latin Extended (the accents of es and pt-BR). */
function brandFonts(): Font[] {
  if (fonts) return fonts;
  const require = createRequire(import.meta.url);
  const cut = (subset: string, weight: 500 | 700 | 800): Font => ({
    name: "Inter",
    weight,
    style: "normal",
    data: readFileSync(require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`)),
  });
  fonts = (["latin", "latin-ext"] as const).flatMap((subset) =>
    ([500, 700, 800] as const).map((weight) => cut(subset, weight)),
  );
  return fonts;
}

function Headline({ text, size, clamp }: { text: string; size: number; clamp?: number }) {
  return (
    <div
      style={{
        // A block, not a flex box: satori clamps the lines of a block only.
        display: "block",
        width: TEXT_WIDTH,
        fontSize: size,
        fontWeight: 800,
        lineHeight: 1.12,
        letterSpacing: "-0.02em",
        color: colors.white,
        textWrap: clamp ? "wrap" : "balance",
        ...(clamp ? { lineClamp: clamp, overflow: "hidden" } : {}),
      }}
    >
      {text}
    </div>
  );
}

function Subline({ text }: { text: string }) {
  return (
    <div
      style={{
        display: "block",
        width: TEXT_WIDTH,
        marginTop: SUBLINE_GAP,
        fontSize: SUBLINE_SIZE,
        fontWeight: 500,
        lineHeight: 1.3,
        color: colors.soft,
        lineClamp: 2,
        overflow: "hidden",
      }}
    >
      {text}
    </div>
  );
}

/** The height satori gives `node` when only its width is fixed: the title laid out as it will be drawn. */
async function laidOutHeight(node: ReactNode): Promise<number> {
  const svg = await satori(<div style={{ display: "flex", flexDirection: "column" }}>{node}</div>, {
    width: TEXT_WIDTH,
    fonts: brandFonts(),
  });
  return Number(/<svg[^>]* height="([\d.]+)"/.exec(svg)?.[1] ?? Number.POSITIVE_INFINITY);
}

/** How a title is set on the card: its headline's size, whether it had to be cut, the height it takes. */
export interface TitleFit {
  block: ReactNode;
  headlineSize: number;
  clamped: boolean;
  height: number;
}

/**
 * The title block at the largest size at which the whole of it fits; a title too long even at
 * the smallest size is cut to the lines that fit, with an ellipsis, rather than overflow.
 */
export async function fitTitle(title: string): Promise<TitleFit> {
  const { headline, subline } = shareHeadline(title);
  const sub = subline ? <Subline text={subline} /> : null;
  const setAt = (size: number, clamp?: number) => (
    <>
      <Headline text={headline} size={size} clamp={clamp} />
      {sub}
    </>
  );
  for (const size of HEADLINE_SIZES) {
    const block = setAt(size);
    const height = await laidOutHeight(block);
    if (height <= TITLE_HEIGHT) return { block, headlineSize: size, clamped: false, height };
  }
  const smallest = HEADLINE_SIZES.at(-1) ?? 42;
  const sublineHeight = sub ? SUBLINE_GAP + 2 * SUBLINE_SIZE * 1.3 : 0;
  const lines = Math.max(1, Math.floor((TITLE_HEIGHT - sublineHeight) / (smallest * 1.12)));
  const block = setAt(smallest, lines);
  return { block, headlineSize: smallest, clamped: true, height: await laidOutHeight(block) };
}

/**
 * Concentric rings at the top right, in the navy shades, as the card's background (so the text is
 * always drawn over them); flat colours with hard stops keep the PNG small.
 */
const rings = (() => {
  const stops = [
    [190, colors.primary],
    [350, colors.navyLight],
    [520, colors.navyMid],
  ] as const;
  let from = 0;
  const parts = stops.map(([radius, color]) => {
    const part = `${color} ${from}px, ${color} ${radius}px`;
    from = radius;
    return part;
  });
  return `radial-gradient(circle at ${SHARE_IMAGE_WIDTH - 40}px 40px, ${parts.join(", ")}, ${colors.navy} ${from}px)`;
})();

function Card({ title, tagline }: { title: ReactNode; tagline: string }) {
  const host = new URL(site.origin).host;
  return (
    <div
      style={{
        display: "flex",
        flexDirection: "column",
        position: "relative",
        width: SHARE_IMAGE_WIDTH,
        height: SHARE_IMAGE_HEIGHT,
        fontFamily: "Inter",
        color: colors.white,
        backgroundColor: colors.navy,
        backgroundImage: rings,
      }}
    >
      <div
        style={{
          position: "absolute",
          top: PADDING_TOP,
          left: PADDING_X,
          display: "flex",
          flexDirection: "column",
          width: TEXT_WIDTH,
        }}
      >
        <div style={{ display: "flex", alignItems: "center", height: BRAND_HEIGHT }}>
          <div
            style={{
              display: "flex",
              alignItems: "center",
              justifyContent: "center",
              width: BRAND_HEIGHT,
              height: BRAND_HEIGHT,
              borderRadius: 16,
              backgroundColor: colors.primary,
              fontSize: 38,
              fontWeight: 800,
              letterSpacing: "-0.04em",
            }}
          >
            <span style={{ color: colors.white }}>L</span>
            <span style={{ color: colors.highlight }}>M</span>
          </div>
          <div style={{ display: "flex", flexDirection: "column", marginLeft: 20 }}>
            <div style={{ fontSize: 38, fontWeight: 700, lineHeight: 1.1 }}>{site.name}</div>
            <div style={{ fontSize: 21, fontWeight: 500, color: colors.soft, marginTop: 4 }}>{tagline}</div>
          </div>
        </div>
        <div
          style={{
            display: "flex",
            flexDirection: "column",
            justifyContent: "center",
            height: TITLE_HEIGHT,
            marginTop: TEXT_GAP,
          }}
        >
          {title}
        </div>
      </div>
      <div
        style={{
          position: "absolute",
          left: PADDING_X,
          bottom: 44,
          display: "flex",
          fontSize: 22,
          fontWeight: 500,
          color: colors.faint,
        }}
      >
        {host}
      </div>
      <div
        style={{
          position: "absolute",
          left: 0,
          bottom: 0,
          display: "flex",
          width: SHARE_IMAGE_WIDTH,
          height: 10,
        }}
      >
        <div style={{ display: "flex", flexGrow: 6, backgroundColor: colors.primary }} />
        <div style={{ display: "flex", flexGrow: 3, backgroundColor: colors.accent }} />
        <div style={{ display: "flex", flexGrow: 1, backgroundColor: colors.highlight }} />
      </div>
    </div>
  );
}

/** The card as SVG: the whole design and text, so its hash says whether the PNG changes. */
export async function shareImageSvg({ title, locale }: ShareImageInput): Promise<string> {
  return satori(<Card title={(await fitTitle(title)).block} tagline={taglines[locale]} />, {
    width: SHARE_IMAGE_WIDTH,
    height: SHARE_IMAGE_HEIGHT,
    fonts: brandFonts(),
  });
}

/** The SVG painted to a PNG of exactly 1200×630 (text is already paths: no system font is read). */
export function shareImagePng(svg: string): Buffer {
  const png = new Resvg(svg, {
    fitTo: { mode: "original" },
    font: { loadSystemFonts: false },
  }).render();
  return png.asPng();
}
