// Draws one flat portrait (head and shoulders) on a 96 × 96 grid from a person's traits.
// Every portrait shares the same geometry, line weights and palette, so the set reads as one style.

export const palette = {
  skin: {
    porcelain: "#f6d9c6",
    light: "#eec1a0",
    tan: "#dca377",
    olive: "#c48a5c",
    brown: "#a26a42",
    deep: "#7d4b2c",
    ebony: "#5a341f",
  },
  hair: {
    black: "#1d1a1c",
    espresso: "#3a2418",
    brown: "#6a4127",
    auburn: "#8c3a1d",
    blonde: "#cfa35c",
    gray: "#9aa0aa",
    silver: "#d6d9df",
  },
  // Brand colours first, then the supporting hues used for clothes and backgrounds.
  cloth: {
    blue: "#2446c7",
    green: "#0d8a6a",
    navy: "#13224a",
    amber: "#e0a21b",
    violet: "#6d3fd6",
    rose: "#c2386b",
    sky: "#1f8fc9",
    slate: "#4a5673",
    white: "#f4f6fb",
  },
  backdrop: {
    blue: "#e8edfc",
    green: "#e2f5ef",
    amber: "#fdf1d6",
    violet: "#efe8fd",
    rose: "#fde8ef",
    sky: "#e1f2fb",
    slate: "#eceff5",
  },
  ink: "#1b2133",
};

/** Mixes a hex colour toward black (amount > 0) or white (amount < 0). */
function shade(hex, amount) {
  const target = amount > 0 ? 0 : 255;
  const t = Math.abs(amount);
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return `#${channels
    .map((c) =>
      Math.round(c + (target - c) * t)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

// Hair drawn behind the head (length, volume) and in front of it (hairline), per style.
const hairBack = {
  long: "M29 44C27 22 38 17 48 17s21 5 19 27l3 30c-7 5-37 5-44 0z",
  wavy: "M28 44C25 21 38 16 48 16s23 5 20 28c2 9-1 14 3 22-3 8-11 9-23 9s-20-1-23-9c4-8 1-13 3-22z",
  bob: "M29 44C27 22 38 18 48 18s21 4 19 26l1 16c-6 4-34 4-40 0z",
  afro: "M48 10c13 0 25 8 25 24 0 9-3 14-7 18H30c-4-4-7-9-7-18 0-16 12-24 25-24z",
  bun: "M48 9a8 8 0 1 1 0 16 8 8 0 1 1 0-16z",
  ponytail: "M62 30c9 4 11 18 6 32-2-8-6-14-10-18z",
  curlyLong:
    "M27 46c-4-8-3-26 8-31 7-4 19-4 26 0 11 5 12 23 8 31 4 6 4 18-2 26-10 4-28 4-38 0-6-8-6-20-2-26z",
};

const hairFront = {
  short: "M33 43c-2-16 6-24 16-24 10 0 17 7 15 24-2-7-6-11-13-12-7 2-13 5-18 12z",
  sidePart: "M32 44c-2-17 7-25 17-25 11 0 18 8 15 25-3-9-8-13-16-14-2 4-9 8-16 14z",
  buzz: "M34 40c0-13 6-19 14-19s14 6 14 19c-4-6-9-8-14-8s-10 2-14 8z",
  receding: "M33 42c0-9 2-14 6-17 1 5-2 9-3 17zm30 0c0-9-2-14-6-17-1 5 2 9 3 17z",
  fringe: "M31 42c-1-15 7-23 17-23 11 0 18 8 17 23-5-4-9-10-11-15-6 6-14 11-23 15z",
  swept: "M31 44c-2-17 7-26 18-26 10 0 17 7 16 22-8-2-15-6-20-12-3 7-8 12-14 16z",
  afro: "M32 36c2-9 8-13 16-13s14 4 16 13c-5-3-10-4-16-4s-11 1-16 4z",
  coily:
    "M34 38a4 4 0 0 1 3-7 4 4 0 0 1 6-5 4 4 0 0 1 7-1 4 4 0 0 1 7 2 4 4 0 0 1 5 5 4 4 0 0 1 1 6c-5-3-10-4-15-4s-10 1-14 4z",
  bunFront: "M32 42c-1-15 7-22 16-22s17 7 16 22c-4-8-9-12-16-12s-12 4-16 12z",
};

/** Which hair layers each style uses. */
const hairStyles = {
  short: { front: "short" },
  sidePart: { front: "sidePart" },
  swept: { front: "swept" },
  buzz: { front: "buzz" },
  bald: { front: "receding" },
  long: { back: "long", front: "fringe" },
  longSwept: { back: "long", front: "swept" },
  wavy: { back: "wavy", front: "swept" },
  bob: { back: "bob", front: "fringe" },
  afro: { back: "afro", front: "afro" },
  coily: { front: "coily" },
  bun: { back: "bun", front: "bunFront" },
  ponytail: { back: "ponytail", front: "bunFront" },
  curlyLong: { back: "curlyLong", front: "swept" },
};

const round = (value) => Math.round(value * 10) / 10;

/**
 * The person alone (no backdrop) as an SVG group, drawn on the 96 × 96 grid.
 * Traits: skin, hair (colour), style, cloth, plus optional glasses, beard, hijab, earrings, age.
 */
export function drawPerson(person) {
  const skin = palette.skin[person.skin];
  const skinShadow = shade(skin, 0.18);
  const line = shade(skin, person.skin === "deep" || person.skin === "ebony" ? 0.45 : 0.38);
  const hair = palette.hair[person.hair ?? "black"];
  const cloth = palette.cloth[person.cloth];
  const clothEdge = person.cloth === "white" ? "#c9cfdc" : shade(cloth, 0.25);
  const style = hairStyles[person.style ?? "short"];
  if (!style) throw new Error(`Unknown hair style: ${person.style}`);
  const parts = [];

  if (person.hijab) {
    const scarf = palette.cloth[person.hijab];
    // The scarf falls over the shoulders, so it is drawn before the clothes' neckline.
    parts.push(
      `<path d="M16 96c1-18 12-25 20-28l-5-22C29 24 38 15 48 15s19 9 17 31l-5 22c8 3 19 10 20 28z" fill="${scarf}"/>`,
    );
  } else if (style.back) {
    parts.push(`<path d="${hairBack[style.back]}" fill="${hair}"/>`);
  }

  // Shoulders and neckline.
  parts.push(`<path d="M14 96c0-17 14-27 34-27s34 10 34 27z" fill="${cloth}"/>`);
  if (!person.hijab) {
    parts.push(`<path d="M41 54h14v13c0 5-14 5-14 0z" fill="${skinShadow}"/>`);
    parts.push(
      person.collar
        ? `<path d="M38 69l10 9 10-9-3-2-7 6-7-6z" fill="${clothEdge}"/>`
        : `<path d="M40 68c3 5 13 5 16 0" fill="none" stroke="${clothEdge}" stroke-width="2"/>`,
    );
  }

  // Head and ears.
  if (!person.hijab) {
    parts.push(
      `<circle cx="33" cy="45" r="3.6" fill="${skinShadow}"/><circle cx="63" cy="45" r="3.6" fill="${skinShadow}"/>`,
    );
  }
  parts.push(`<ellipse cx="48" cy="42" rx="15" ry="17.5" fill="${skin}"/>`);
  if (person.earrings && !person.hijab) {
    parts.push(
      `<circle cx="33" cy="50" r="1.6" fill="${palette.cloth.amber}"/><circle cx="63" cy="50" r="1.6" fill="${palette.cloth.amber}"/>`,
    );
  }

  // Beard sits on the jaw; the mouth is drawn over it.
  if (person.beard === "full") {
    parts.push(
      `<path d="M33 42c0 14 6 22 15 22s15-8 15-22c-2 6-4 8-6 8-3-3-6-3-9-3s-6 0-9 3c-2 0-4-2-6-8z" fill="${hair}"/>`,
    );
  } else if (person.beard === "stubble") {
    parts.push(
      `<path d="M34 46c1 11 7 17 14 17s13-6 14-17c-2 5-5 7-8 6-2-2-4-2-6-2s-4 0-6 2c-3 1-6-1-8-6z" fill="${hair}" opacity=".35"/>`,
    );
  } else if (person.beard === "mustache") {
    parts.push(`<path d="M42 50c2-2 4-2 6-1 2-1 4-1 6 1-2 1-4 1-6 0-2 1-4 1-6 0z" fill="${hair}"/>`);
  }

  if (person.hijab) {
    // Front edge of the scarf framing the face.
    const scarf = palette.cloth[person.hijab];
    parts.push(`<path d="M31 46c-2-19 7-28 17-28s19 9 17 28c-3-9-8-15-17-15s-14 6-17 15z" fill="${scarf}"/>`);
    parts.push(
      `<path d="M34 33c4-7 9-9 14-9s10 2 14 9" fill="none" stroke="${shade(scarf, 0.2)}" stroke-width="1.4"/>`,
    );
  } else {
    const front = hairFront[style.front];
    parts.push(`<path d="${front}" fill="${hair}"/>`);
  }

  // Face: brows, eyes, nose, mouth. Older faces get soft lines under the eyes.
  const brow = person.hijab || !person.hair ? palette.ink : shade(hair, 0.2);
  parts.push(
    `<path d="M39 37.5q3-2 6 0M51 37.5q3-2 6 0" fill="none" stroke="${brow}" stroke-width="1.5" stroke-linecap="round"/>`,
  );
  parts.push(
    `<circle cx="42" cy="42.5" r="1.8" fill="${palette.ink}"/><circle cx="54" cy="42.5" r="1.8" fill="${palette.ink}"/>`,
  );
  if (person.age === "senior") {
    parts.push(
      `<path d="M39 46.5q3 1.5 5 0M52 46.5q2 1.5 5 0" fill="none" stroke="${line}" stroke-width=".9" stroke-linecap="round"/>`,
    );
  }
  parts.push(
    `<path d="M48 44q-1.5 3.5.5 4.5" fill="none" stroke="${line}" stroke-width="1.3" stroke-linecap="round"/>`,
  );
  const mouthColor = person.beard === "full" ? shade(skin, -0.55) : line;
  parts.push(
    `<path d="M43.5 52.5q4.5 3.5 9 0" fill="none" stroke="${mouthColor}" stroke-width="1.7" stroke-linecap="round"/>`,
  );
  if (person.glasses) {
    const frame = person.glasses === "light" ? "#b98a4a" : palette.ink;
    parts.push(
      `<g fill="#fff" fill-opacity=".18" stroke="${frame}" stroke-width="1.5"><circle cx="42" cy="42.5" r="5"/><circle cx="54" cy="42.5" r="5"/><path d="M47 42.5h2" fill="none"/></g>`,
    );
  }
  return parts.join("");
}

/** A standalone portrait file: the person, a little enlarged, on a square backdrop that crops well to a circle. */
export function portraitSvg(person) {
  const backdrop = palette.backdrop[person.backdrop ?? "blue"];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><title>Illustrated portrait</title><rect width="96" height="96" fill="${backdrop}"/><g transform="translate(-5.8 -3) scale(1.12)">${drawPerson(person)}</g></svg>\n`;
}

/** Places a person drawing at (x, y) scaled by `scale`, for composing scenes. */
export function placePerson(person, x, y, scale) {
  return `<g transform="translate(${round(x)} ${round(y)}) scale(${round(scale * 100) / 100})">${drawPerson(person)}</g>`;
}
