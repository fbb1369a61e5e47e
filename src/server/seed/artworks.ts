import sharp from "sharp";

/**
 * The demo gallery's pictures, drawn at seed time: an SVG per work (a landscape, floating
 * circles, stage lights or a geometric print, in one of several palettes, with shapes placed by a
 * random generator seeded by the work's number, so a work looks the same on every run), rendered
 * to PNG with sharp. The seed then stores them like uploads (processImage).
 */

export const ARTWORK_WIDTH = 800;
export const ARTWORK_HEIGHT = 600;

const PALETTES: readonly (readonly [string, string, string, string, string])[] = [
  ["#264653", "#2a9d8f", "#e9c46a", "#f4a261", "#e76f51"],
  ["#3d1a78", "#a22685", "#f15bb5", "#fee440", "#00bbf9"],
  ["#0b132b", "#1c2541", "#3a506b", "#5bc0be", "#f2e94e"],
  ["#fefae0", "#dda15e", "#bc6c25", "#606c38", "#283618"],
  ["#ff595e", "#ffca3a", "#8ac926", "#1982c4", "#6a4c93"],
  ["#03071e", "#6a040f", "#d00000", "#f48c06", "#ffba08"],
  ["#f1faee", "#a8dadc", "#457b9d", "#1d3557", "#e63946"],
  ["#ffcdb2", "#ffb4a2", "#e5989b", "#b5838d", "#6d6875"],
];

/** mulberry32: a small, fast, seeded generator (not for secrets). */
function generator(seed: number) {
  let state = (seed * 2654435761) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Draw = (random: () => number, colours: readonly string[]) => string;

const W = ARTWORK_WIDTH;
const H = ARTWORK_HEIGHT;
const n = (value: number) => value.toFixed(1);

const landscape: Draw = (random, [a, b, c, d, e]) => {
  const sun = `<circle cx="${n(150 + random() * 500)}" cy="${n(120 + random() * 120)}" r="${n(50 + random() * 40)}" fill="${d}"/>`;
  const hills = [0, 1, 2]
    .map((layer) => {
      const base = 330 + layer * 90;
      let path = `M0 ${H} L0 ${n(base)}`;
      for (let x = 100; x <= W; x += 100)
        path += ` Q${n(x - 50)} ${n(base - 40 - random() * 90)} ${x} ${n(base + random() * 30 - 15)}`;
      return `<path d="${path} L${W} ${H} Z" fill="${[c, b, a][layer]}" opacity="${0.75 + layer * 0.12}"/>`;
    })
    .join("");
  return `<rect width="${W}" height="${H}" fill="url(#sky)"/>${sun}${hills}<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${e}"/><stop offset="1" stop-color="${d}" stop-opacity=".6"/></linearGradient></defs>`;
};

const circles: Draw = (random, colours) => {
  let shapes = "";
  for (let index = 0; index < 14; index++)
    shapes += `<circle cx="${n(random() * W)}" cy="${n(random() * H)}" r="${n(30 + random() * 140)}" fill="${colours[index % 5]}" opacity="${n(0.45 + random() * 0.45)}"/>`;
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colours[0]}"/><stop offset="1" stop-color="${colours[2]}"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#bg)"/>${shapes}`;
};

const NIGHT = "#0d0b1e";

const stage: Draw = (random, [a, b, c, d, e]) => {
  let beams = "";
  for (let index = 0; index < 5; index++) {
    const x = 80 + index * 160 + random() * 40;
    const spread = 60 + random() * 120;
    beams += `<polygon points="${n(x)},0 ${n(x - spread)},${H - 120} ${n(x + spread)},${H - 120}" fill="${[c, d, e, d, c][index]}" opacity=".45"/>`;
  }
  let crowd = "";
  for (let x = 10; x < W; x += 22 + random() * 10)
    crowd += `<circle cx="${n(x)}" cy="${n(H - 90 + random() * 20)}" r="${n(12 + random() * 6)}" fill="${NIGHT}"/>`;
  return `<defs><linearGradient id="night" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${NIGHT}"/><stop offset="1" stop-color="${a}"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#night)"/>${beams}<rect y="${H - 120}" width="${W}" height="120" fill="${b}" opacity=".8"/>${crowd}<rect y="${H - 60}" width="${W}" height="60" fill="${NIGHT}"/>`;
};

const geometric: Draw = (random, colours) => {
  let shapes = "";
  const angle = Math.round(random() * 90 - 45);
  for (let index = 0; index < 9; index++)
    shapes += `<rect x="${n(-200 + index * 130)}" y="-200" width="${n(40 + random() * 80)}" height="${H + 400}" fill="${colours[(index + 1) % 5]}" transform="rotate(${angle} ${W / 2} ${H / 2})"/>`;
  for (let index = 0; index < 4; index++) {
    const x = random() * W;
    const y = random() * H;
    const size = 60 + random() * 110;
    shapes += `<polygon points="${n(x)},${n(y - size)} ${n(x - size)},${n(y + size)} ${n(x + size)},${n(y + size)}" fill="${colours[index % 5]}" stroke="#fff" stroke-width="6"/>`;
  }
  return `<defs><linearGradient id="paper" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${colours[4]}"/><stop offset="1" stop-color="${colours[3]}"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#paper)"/>${shapes}`;
};

const STYLES: readonly Draw[] = [landscape, circles, stage, geometric];

/** The picture of the demo's work number `index`, as SVG. */
export function artworkSvg(index: number): string {
  const random = generator(index + 1);
  const style = STYLES[index % STYLES.length] ?? landscape;
  const palette = PALETTES[(index * 3 + Math.floor(index / STYLES.length)) % PALETTES.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${style(random, palette ?? PALETTES[0] ?? [])}</svg>`;
}

/** The picture as a PNG, as a person would upload it. */
export function artworkPng(index: number): Promise<Buffer> {
  return sharp(Buffer.from(artworkSvg(index)))
    .png()
    .toBuffer();
}
