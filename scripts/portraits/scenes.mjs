// Case-study team scenes (800 × 500), each composed from people of the portrait set and a few
// flat objects that tell the client's story: campaign boards, a chat-flow map, a dispatch room.
import { drawPerson, palette, placePerson } from "./draw.mjs";
import { heroProfilePeople, homeExamplePeople, sampleProfilePeople } from "./people.mjs";

const pick = (ids) =>
  ids.map((id) => sampleProfilePeople[id] ?? heroProfilePeople[id] ?? homeExamplePeople[id]);
const c = palette.cloth;
const svg = (body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500" viewBox="0 0 800 500"><title>Illustrated team scene</title>${body}</svg>\n`;
const lines = (x, y, widths, color, gap = 14) =>
  widths
    .map((w, i) => `<rect x="${x}" y="${y + i * gap}" width="${w}" height="7" rx="3.5" fill="${color}"/>`)
    .join("");

/** Marketing agency: eight specialists below a campaign dashboard and two ad previews. */
function northpeak() {
  const people = pick([
    "mkt-santiago",
    "des-florencia",
    "mkt-isabela",
    "des-nicolas",
    "mkt-valeria",
    "des-joaquin",
    "des-beatriz",
    "mkt-diego",
  ]);
  const bars = [60, 92, 78, 120, 104, 150]
    .map(
      (h, i) =>
        `<rect x="${258 + i * 44}" y="${236 - h}" width="26" height="${h}" rx="5" fill="${i === 5 ? c.green : c.blue}"/>`,
    )
    .join("");
  // Two staggered rows: the back row stands behind the table, the front row sits before it.
  const back = people
    .slice(0, 4)
    .map((p, i) => placePerson(p, 235 + i * 140 - 50.4, 306, 1.05))
    .join("");
  const front = people
    .slice(4)
    .map((p, i) => placePerson(p, 165 + i * 140 - 62.4, 372, 1.3))
    .join("");
  return svg(
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e8edfc"/><stop offset="1" stop-color="#fdf1d6"/></linearGradient></defs>` +
      `<rect width="800" height="500" fill="url(#bg)"/>` +
      // Campaign dashboard.
      `<rect x="230" y="34" width="340" height="230" rx="18" fill="#fff"/><circle cx="252" cy="56" r="5" fill="#f08a8a"/><circle cx="268" cy="56" r="5" fill="${c.amber}"/><circle cx="284" cy="56" r="5" fill="${c.green}"/>` +
      lines(420, 52, [124], "#dde2ee") +
      bars +
      `<path d="M262 170 330 150 398 160 466 110 534 84" fill="none" stroke="${c.amber}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/><circle cx="534" cy="84" r="7" fill="${c.amber}"/>` +
      // Search ad preview.
      `<rect x="40" y="70" width="168" height="186" rx="16" fill="#fff"/><rect x="56" y="86" width="136" height="78" rx="10" fill="#fdf1d6"/><circle cx="160" cy="112" r="14" fill="${c.amber}"/><path d="M56 164l40-38 30 26 20-14 46 26z" fill="${c.green}"/>` +
      lines(56, 176, [120, 92], "#c3cad9") +
      `<rect x="56" y="214" width="84" height="26" rx="13" fill="${c.blue}"/>` +
      // Social ad preview.
      `<rect x="592" y="54" width="168" height="206" rx="16" fill="#fff"/><circle cx="616" cy="78" r="11" fill="${c.violet}"/>` +
      lines(634, 72, [70], "#c3cad9") +
      `<rect x="606" y="100" width="140" height="92" rx="10" fill="#efe8fd"/><path d="M640 170l30-40 26 26 16-14 34 28z" fill="${c.violet}"/>` +
      `<path d="M622 222c-7-6-12-10-12-15a6 6 0 0 1 12-1 6 6 0 0 1 12 1c0 5-5 9-12 15z" fill="${c.rose}"/>` +
      lines(644, 206, [90, 64], "#dde2ee") +
      back +
      // A shared table hides where the back row's shoulders end.
      `<rect x="24" y="400" width="752" height="120" rx="28" fill="#d7def0"/>` +
      front,
  );
}

/** AI startup: twelve engineers and conversation designers around a chat-flow map. */
function tallyo() {
  const people = pick([
    "ai-sofia",
    "ai-felipe",
    "llm-paula",
    "dev-camila",
    "llm-juan",
    "ai-daniela",
    "dev-andres",
    "llm-renata",
    "ai-ignacio",
    "dev-martina",
    "llm-agustin",
    "dev-rafael",
  ]);
  const spots = [
    [38, 44],
    [128, 104],
    [38, 190],
    [128, 250],
    [38, 336],
    [128, 396],
    [668, 44],
    [578, 104],
    [668, 190],
    [578, 250],
    [668, 336],
    [578, 396],
  ];
  // The shared clip circle is in the avatar's own coordinates, so one definition fits all twelve.
  const avatars = people
    .map((p, i) => {
      const [x, y] = spots[i];
      const ring = [c.green, c.blue, c.amber][i % 3];
      return `<circle cx="${x + 48}" cy="${y + 48}" r="50" fill="${ring}"/><g transform="translate(${x} ${y})" clip-path="url(#round)"><rect width="96" height="96" fill="#fff"/>${drawPerson(p)}</g>`;
    })
    .join("");
  const bubble = (x, y, w, fill, text) =>
    `<rect x="${x}" y="${y}" width="${w}" height="40" rx="14" fill="${fill}"/>` +
    lines(x + 14, y + 12, [w - 40, w - 70], text, 10);
  return svg(
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e2f5ef"/><stop offset="1" stop-color="#e8edfc"/></linearGradient><clipPath id="round"><circle cx="48" cy="48" r="46"/></clipPath></defs>` +
      `<rect width="800" height="500" fill="url(#bg)"/>` +
      `<rect x="244" y="36" width="312" height="428" rx="22" fill="#fff"/>` +
      `<path d="M400 96v40M400 176v34M400 262l-80 38M400 262l80 38M320 340v34M480 340v34M320 414h160" fill="none" stroke="#c3cad9" stroke-width="3" stroke-dasharray="2 7" stroke-linecap="round"/>` +
      `<rect x="340" y="58" width="120" height="38" rx="19" fill="${c.navy}"/>` +
      lines(366, 73, [68], "#fff") +
      bubble(292, 136, 170, "#eceff5", "#9aa3b8") +
      bubble(338, 176, 170, c.blue, "#c9d4f7") +
      `<path d="M400 214l26 24-26 24-26-24z" fill="${c.amber}"/>` +
      bubble(252, 300, 136, c.green, "#bfe8da") +
      bubble(412, 300, 136, "#efe8fd", "#a98fe6") +
      `<rect x="280" y="374" width="80" height="40" rx="12" fill="#eceff5"/><rect x="440" y="374" width="80" height="40" rx="12" fill="#eceff5"/>` +
      `<path d="M300 394l10 10 20-20M460 394l10 10 20-20" fill="none" stroke="${c.green}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>` +
      avatars,
  );
}

/** Emergency-response technology: engineers at a desk watching a dispatch map and health panels. */
function signalguard() {
  const people = pick(["mateo-fernandez", "isabel-g", "diego-morales", "valentina-ruiz", "andres-castillo"]);
  const crew = people.map((p, i) => placePerson(p, 40 + i * 150, 300, 1.45)).join("");
  const laptops = people
    .map(
      (_, i) =>
        `<path d="M${70 + i * 150} 470l8-52h96l8 52z" fill="#c3cad9"/><circle cx="${126 + i * 150}" cy="446" r="6" fill="#eceff5"/>`,
    )
    .join("");
  const status = [c.green, c.green, c.amber, c.green]
    .map(
      (dot, i) =>
        `<circle cx="588" cy="${108 + i * 30}" r="6" fill="${dot}"/>` +
        lines(602, 104 + i * 30, [86 - (i % 2) * 24], "#4a5673"),
    )
    .join("");
  return svg(
    `<rect width="800" height="500" fill="${c.navy}"/>` +
      // Dispatch map.
      `<rect x="40" y="36" width="500" height="250" rx="16" fill="#d9e3f2"/>` +
      `<path d="M40 210c80-30 140 20 220-10s150-60 280-30v60H40z" fill="#b9d3ec"/>` +
      `<path d="M40 120h500M40 190h500M150 36v250M300 36v250M430 36v250M40 260l260-150 240 90" fill="none" stroke="#fff" stroke-width="6"/>` +
      `<path d="M150 120 300 120 300 190 430 190" fill="none" stroke="${c.blue}" stroke-width="5" stroke-dasharray="10 8" stroke-linecap="round"/>` +
      `<circle cx="430" cy="190" r="22" fill="#e05a5a" opacity=".25"/><circle cx="430" cy="190" r="9" fill="#d13b3b"/>` +
      `<circle cx="150" cy="120" r="9" fill="${c.green}"/><circle cx="330" cy="250" r="8" fill="${c.amber}"/>` +
      // System health panel.
      `<rect x="566" y="36" width="194" height="250" rx="16" fill="#13224a" stroke="#2f4a8a" stroke-width="2"/>` +
      lines(588, 60, [110], "#8ea3d9") +
      status +
      `<path d="M588 262l22-16 20 8 24-30 22 14 22-26" fill="none" stroke="${c.green}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>` +
      crew +
      `<rect y="440" width="800" height="60" fill="#1c2f63"/>` +
      laptops,
  );
}

/** The team scene of each case study, keyed by the case study's image id. */
export const caseStudyScenes = { northpeak, tallyo, signalguard };
