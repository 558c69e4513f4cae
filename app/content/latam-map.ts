/**
 * Our own stylised drawing of Latin America for the /talent and /candidates heroes: a coarse
 * coastline in longitude/latitude (x = longitude, y = −latitude) filled with a dot pattern, and a
 * pin on each hiring country's hub city. Accuracy is that of a logo, not an atlas. The SVG is
 * written here, at build time, so pages receive it as data instead of bundling the drawing.
 */
import type { Locale } from "~/lib/i18n/locales";
import { type ServedCountry, servedCountries } from "./hero-visuals";

/** The window drawn: South America whole, Central America fading out at the top. */
const WEST = -93;
const NORTH = 17;
const WIDTH = 60;
const HEIGHT = 73;

const mainland: readonly [number, number][] = [
  [-114.8, 31.5],
  [-112, 29],
  [-109.5, 25.5],
  [-105.5, 20.5],
  [-104, 19],
  [-100, 17],
  [-96, 15.7],
  [-92, 14.5],
  [-88, 13.3],
  [-86, 11.5],
  [-85.7, 10],
  [-83.5, 8.3],
  [-80, 7.3],
  [-78, 8.2],
  [-77.5, 4],
  [-79, 1.2],
  [-80.5, -1],
  [-81.3, -4.5],
  [-79, -8],
  [-76.5, -13.5],
  [-70.4, -18.3],
  [-70.3, -23],
  [-71.5, -30],
  [-73.5, -37],
  [-73.8, -42],
  [-75.5, -48],
  [-74, -52.5],
  [-68.5, -55.5],
  [-66, -55],
  [-68.3, -50],
  [-65.8, -46],
  [-63.6, -42.5],
  [-62, -39],
  [-57.5, -38],
  [-56.7, -36.5],
  [-58, -34.7],
  [-55, -34.9],
  [-53.4, -33.7],
  [-50.8, -30.5],
  [-48.6, -26],
  [-47, -24],
  [-43, -23],
  [-41, -22],
  [-39, -17.5],
  [-38.5, -13],
  [-35, -9],
  [-34.8, -7.2],
  [-35.5, -5.2],
  [-38.5, -3.7],
  [-41.8, -2.9],
  [-44.5, -2.4],
  [-48.5, -1],
  [-50, 0.5],
  [-51.2, 4],
  [-54, 5.8],
  [-57, 6],
  [-60, 8.5],
  [-62, 10.6],
  [-64.5, 10.4],
  [-67, 10.6],
  [-70.1, 12.2],
  [-71.6, 11],
  [-74.2, 11.2],
  [-75.6, 10.5],
  [-77, 8.6],
  [-79.5, 9.5],
  [-81.5, 9],
  [-83.3, 10.5],
  [-83.5, 14.5],
  [-85, 16],
  [-88, 15.8],
  [-88.2, 17.5],
  [-87.5, 21.5],
  [-90.3, 21.2],
  [-90.5, 19.5],
  [-92, 18.6],
  [-94.5, 18.2],
  [-96.2, 19.3],
  [-97.5, 22],
  [-97.7, 25.9],
  [-99.5, 27.5],
  [-101, 29.7],
  [-103, 29],
  [-104.5, 29.8],
  [-106.5, 31.8],
  [-111, 31.3],
];

const baja: readonly [number, number][] = [
  [-117, 32.5],
  [-116, 30],
  [-114, 27.5],
  [-112, 25],
  [-110, 23],
  [-109.5, 23.5],
  [-111.5, 26.5],
  [-113.5, 29.5],
  [-114.8, 31.5],
];

/** Each country's hub city, and where its label sits: `side` is the label's edge at the anchor. */
const pins: Record<
  string,
  { lon: number; lat: number; label: [lon: number, lat: number]; side: "left" | "right" }
> = {
  CO: { lon: -75.6, lat: 6.2, label: [-80, 4], side: "left" },
  BR: { lon: -46.6, lat: -23.5, label: [-53, -17], side: "left" },
  CL: { lon: -70.7, lat: -33.4, label: [-76, -29], side: "left" },
  AR: { lon: -58.4, lat: -34.6, label: [-66, -44], side: "left" },
  UY: { lon: -56.2, lat: -34.9, label: [-50, -39], side: "right" },
};

export interface MapLabel extends ServedCountry {
  /** Anchor of the label, in percent of the map's box. */
  left: number;
  top: number;
  side: "left" | "right";
}

export interface LatamMapData {
  /** Aspect ratio of the drawing, width / height. */
  aspect: string;
  svg: string;
  labels: MapLabel[];
}

const outline = (points: readonly [number, number][]) =>
  `M${points.map(([lon, lat]) => `${lon} ${-lat}`).join("L")}Z`;

const round = (value: number) => Math.round(value * 10) / 10;

export function latamMapData(locale: Locale): LatamMapData {
  const placed = servedCountries(locale).flatMap((country) => {
    const pin = pins[country.code];
    return pin ? [{ country, pin }] : [];
  });
  const shapes = `<path d="${outline(mainland)}"/><path d="${outline(baja)}"/>`;
  const markers = placed
    .map(({ pin }) => {
      const [x, y] = [pin.lon, -pin.lat];
      return (
        `<line x1="${x}" y1="${y}" x2="${pin.label[0]}" y2="${-pin.label[1]}" stroke="rgba(255,255,255,0.45)" stroke-width="0.25"/>` +
        `<circle cx="${x}" cy="${y}" r="4.5" fill="url(#latam-map-glow)"/>` +
        `<circle cx="${x}" cy="${y}" r="1.1" fill="#f5b82e" stroke="#0b1530" stroke-width="0.35"/>`
      );
    })
    .join("");
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${WEST} ${-NORTH} ${WIDTH} ${HEIGHT}" aria-hidden="true" class="absolute inset-0 size-full [mask-image:linear-gradient(to_bottom,transparent,black_12%)]">` +
    `<defs><pattern id="latam-map-dots" width="1.5" height="1.5" patternUnits="userSpaceOnUse"><circle cx="0.75" cy="0.75" r="0.42" fill="rgba(255,255,255,0.42)"/></pattern>` +
    `<radialGradient id="latam-map-glow"><stop offset="0" stop-color="#f5b82e" stop-opacity="0.55"/><stop offset="1" stop-color="#f5b82e" stop-opacity="0"/></radialGradient></defs>` +
    `<g fill="rgba(255,255,255,0.05)" stroke="rgba(255,255,255,0.18)" stroke-width="0.25" stroke-linejoin="round">${shapes}</g>` +
    `<g fill="url(#latam-map-dots)">${shapes}</g>${markers}</svg>`;
  return {
    aspect: `${WIDTH} / ${HEIGHT}`,
    svg,
    labels: placed.map(({ country, pin }) => ({
      ...country,
      left: round(((pin.label[0] - WEST) / WIDTH) * 100),
      top: round(((NORTH - pin.label[1]) / HEIGHT) * 100),
      side: pin.side,
    })),
  };
}
