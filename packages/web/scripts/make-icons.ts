// `node --import tsx packages/web/scripts/make-icons.ts`: draws the app icons (the Roastie mark,
// a tomato in a chef's hat, as in public/favicon.svg) and rasterises them with sharp into
// public/icons/. The PNGs are committed; run this again only when the mark changes.
//
// - icon-*.png ("any"): the mark on a cream tile with rounded corners, as launchers show it.
// - maskable-512.png: a full-bleed cream square with the mark inside the central circle of 40%
//   radius that every launcher mask keeps (https://w3c.github.io/manifest/#icon-masks).
// - apple-touch-icon.png: iOS ignores the manifest's icons and rounds corners itself.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

// Colours of styles/tokens.css: cream, tomato-500, basil-600, charcoal.
const CREAM = '#fff8ee';
const MARK = `
  <circle cx="32" cy="39" r="22" fill="#c4432b"/>
  <ellipse cx="21" cy="40" rx="4" ry="7" fill="#fff" opacity=".3"/>
  <path d="M44 29c5-6 12-6 15-3-4 6-10 7-15 3z" fill="#2f6b2b"/>
  <path d="M18 27v-8a7 7 0 0 1 6-10 9 9 0 0 1 16 0 7 7 0 0 1 6 10v8z" fill="${CREAM}"
    stroke="#2b2522" stroke-width="3" stroke-linejoin="round"/>
  <path d="M18 22h28" stroke="#2b2522" stroke-width="3"/>`;

// The mark spans about x 10-59 and y 4-61 of its 64-unit box: (34.5, 32.5) is its middle.
function icon(scale: number, tile: 'rounded' | 'square'): string {
  const offset = (x: number) => 256 - x * scale;
  const background =
    tile === 'rounded'
      ? `<rect width="512" height="512" rx="112" fill="${CREAM}"/>`
      : `<rect width="512" height="512" fill="${CREAM}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">${background}
    <g transform="translate(${offset(34.5)} ${offset(32.5)}) scale(${scale})">${MARK}</g></svg>`;
}

const outDir = path.resolve(import.meta.dirname, '../public/icons');
fs.mkdirSync(outDir, { recursive: true });

const targets: [string, string, number][] = [
  ['icon-192.png', icon(6.2, 'rounded'), 192],
  ['icon-512.png', icon(6.2, 'rounded'), 512],
  // 29 units reach from the middle to the hat's corners: 29 x 6 = 174 px, inside 205 px.
  ['maskable-512.png', icon(6, 'square'), 512],
  ['apple-touch-icon.png', icon(6.4, 'square'), 180],
];
for (const [name, svg, size] of targets) {
  await sharp(Buffer.from(svg))
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(outDir, name));
  console.log(path.join(outDir, name));
}
