// Renders the social image and the app icons from SVG with sharp. The PNGs are committed; run
// this again after changing the logo (src/components/shell/logo-mark.ts) or the texts below:
//   npx tsx scripts/make-images.mts
import { writeFileSync } from "node:fs";
import sharp from "sharp";
import { logoMarkSvg } from "../src/components/shell/logo-mark";

const FESTIVAL = "Community Festival";
const SITE = "Festival Challenges";
const MAGENTA = "#a22685";
const AREAS = [
  { name: "Fitness", color: "#e8590c" },
  { name: "Arts", color: "#9c36b5" },
  { name: "Sustainability", color: "#0ca678" },
  { name: "Care", color: "#d6336c" },
];

/** The mark's inner SVG, to nest inside a larger picture at (x, y) with size `size`. */
function nestedMark(x: number, y: number, size: number): string {
  return logoMarkSvg().replace("<svg ", `<svg x="${x}" y="${y}" width="${size}" height="${size}" `);
}

function ogImageSvg(): string {
  const chips: string[] = [];
  let x = 96;
  for (const area of AREAS) {
    const width = 64 + area.name.length * 18.5;
    chips.push(
      `<rect x="${x}" y="470" width="${width}" height="56" rx="28" fill="#ffffff" fill-opacity="0.14"/>`,
      `<circle cx="${x + 26}" cy="498" r="9" fill="${area.color}" stroke="#fff" stroke-width="2"/>`,
      `<text x="${x + 44}" y="507" font-family="DejaVu Sans" font-size="26" font-weight="700" fill="#ffffff">${area.name}</text>`,
    );
    x += width + 20;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#5f0f4e"/>
      <stop offset="0.55" stop-color="${MAGENTA}"/>
      <stop offset="1" stop-color="#d6336c"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <rect x="0" y="0" width="300" height="14" fill="${AREAS[0]?.color}"/>
  <rect x="300" y="0" width="300" height="14" fill="${AREAS[1]?.color}"/>
  <rect x="600" y="0" width="300" height="14" fill="${AREAS[2]?.color}"/>
  <rect x="900" y="0" width="300" height="14" fill="${AREAS[3]?.color}"/>
  <circle cx="1040" cy="300" r="160" fill="#ffffff" fill-opacity="0.96"/>
  ${nestedMark(915, 175, 250)}
  <text x="96" y="150" font-family="DejaVu Sans" font-size="34" font-weight="700" fill="#ffd8f2" letter-spacing="2">${SITE.toUpperCase()}</text>
  <text x="96" y="250" font-family="DejaVu Sans" font-size="64" font-weight="800" fill="#ffffff">${FESTIVAL}</text>
  <text x="96" y="340" font-family="DejaVu Sans" font-size="64" font-weight="800" fill="#ffffff">challenges</text>
  <text x="96" y="410" font-family="DejaVu Sans" font-size="30" fill="#ffe3f5">Take part, earn points, see what we do together.</text>
  ${chips.join("\n  ")}
</svg>`;
}

/** An app icon: the mark on a rounded (or, for maskable icons, full-bleed) white tile. */
function iconSvg(options: { maskable: boolean }): string {
  const size = 512;
  const inset = options.maskable ? 110 : 40;
  const tile = options.maskable
    ? `<rect width="${size}" height="${size}" fill="#ffffff"/>`
    : `<rect width="${size}" height="${size}" rx="112" fill="#ffffff"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${tile}${nestedMark(inset, inset, size - 2 * inset)}</svg>`;
}

/** An .ico holding one PNG image (valid since Windows Vista, read by every browser). */
function icoFromPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size >= 256 ? 0 : size, 6);
  header.writeUInt8(size >= 256 ? 0 : size, 7);
  header.writeUInt8(0, 8);
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}

const png = (svg: string, size?: number) => {
  const image = sharp(Buffer.from(svg), { density: 144 });
  return (size ? image.resize(size, size) : image).png({ compressionLevel: 9 }).toBuffer();
};

const ogImage = await sharp(Buffer.from(ogImageSvg()), { density: 144 })
  .resize(1200, 630)
  .png({ compressionLevel: 9 })
  .toBuffer();
writeFileSync("public/images/og-image.png", ogImage);
writeFileSync("public/icons/icon.svg", logoMarkSvg());
writeFileSync("public/icons/icon-192.png", await png(iconSvg({ maskable: false }), 192));
writeFileSync("public/icons/icon-512.png", await png(iconSvg({ maskable: false }), 512));
writeFileSync("public/icons/maskable-512.png", await png(iconSvg({ maskable: true }), 512));
writeFileSync("public/icons/apple-touch-icon.png", await png(iconSvg({ maskable: true }), 180));
writeFileSync("public/favicon.ico", icoFromPng(await png(iconSvg({ maskable: false }), 48), 48));
console.log("Wrote public/images/og-image.png, public/icons/*, public/favicon.ico");
