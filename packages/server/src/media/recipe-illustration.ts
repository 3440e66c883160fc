// A recipe without a photo still gets an attractive picture: a bowl seen from above, its segments
// sized by the weight of each kind of ingredient and coloured like it, with herbs and spices
// scattered on top. Deterministic: the same recipe always draws the same bowl.
import sharp from 'sharp';
import type { IngredientCategory } from '@roastie/core';

const CATEGORY_COLOURS: Record<IngredientCategory, string> = {
  'grains-flours': '#e8c872',
  'bread-bakery': '#d99a55',
  'pasta-noodles': '#f2d16b',
  rice: '#f6f0e2',
  legumes: '#c98b4f',
  vegetables: '#5f9f4f',
  fruit: '#e25d6f',
  dairy: '#faf5ea',
  meat: '#b0533c',
  'fish-seafood': '#f08a5d',
  eggs: '#ffd23f',
  'nuts-seeds': '#9c6b3f',
  'oils-fats': '#e6c229',
  'sugars-sweeteners': '#f4a259',
  'sauces-condiments': '#c1432d',
  'herbs-spices': '#3e7c17',
  drinks: '#7cc6cc',
  other: '#c9b8a6',
};
const BACKGROUNDS = ['#fff1dc', '#fde8e1', '#eef5e4', '#fff6cf', '#f6ece3'];

export interface IllustrationPart {
  category: IngredientCategory;
  grams: number;
}

/** FNV-1a: a small, stable hash so a recipe's drawing never changes between renders. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

function seeded(seed: number) {
  let state = seed || 1;
  return () => {
    state = Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) + 0x6d2b79f5;
    return ((state ^ (state >>> 14)) >>> 0) / 4294967296;
  };
}

const SPRINKLES = new Set<IngredientCategory>(['herbs-spices', 'nuts-seeds', 'oils-fats']);

export function recipeIllustrationSvg(name: string, parts: IllustrationPart[]): string {
  const random = seeded(hash(name));
  const width = 1200;
  const height = 900;
  const cx = width / 2;
  const cy = height / 2;
  const bowl = 330;
  const weights = new Map<IngredientCategory, number>();
  for (const part of parts) {
    if (!SPRINKLES.has(part.category))
      weights.set(part.category, (weights.get(part.category) ?? 0) + Math.max(part.grams, 20));
  }
  if (weights.size === 0) weights.set('vegetables', 1);
  const total = [...weights.values()].reduce((a, b) => a + b, 0);
  let angle = random() * Math.PI * 2;
  const segments = [...weights.entries()].map(([category, grams]) => {
    const sweep = (grams / total) * Math.PI * 2;
    const start = angle;
    angle += sweep;
    const r = bowl - 28;
    const [x1, y1] = [cx + r * Math.cos(start), cy + r * Math.sin(start)];
    const [x2, y2] = [cx + r * Math.cos(angle), cy + r * Math.sin(angle)];
    const large = sweep > Math.PI ? 1 : 0;
    const path =
      weights.size === 1
        ? `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${CATEGORY_COLOURS[category]}"/>`
        : `<path d="M${cx},${cy} L${x1.toFixed(1)},${y1.toFixed(1)} A${r},${r} 0 ${large} 1 ${x2.toFixed(1)},${y2.toFixed(1)} Z" fill="${CATEGORY_COLOURS[category]}" stroke="#fffaf2" stroke-width="6"/>`;
    return path;
  });
  const sprinkleColours = parts
    .filter((p) => SPRINKLES.has(p.category))
    .map((p) => CATEGORY_COLOURS[p.category]);
  const dots = Array.from({ length: sprinkleColours.length ? 26 : 10 }, (_, i) => {
    const r = Math.sqrt(random()) * (bowl - 60);
    const a = random() * Math.PI * 2;
    const colour = sprinkleColours[i % Math.max(sprinkleColours.length, 1)] ?? '#3e7c17';
    const size = 6 + random() * 9;
    return `<ellipse cx="${(cx + r * Math.cos(a)).toFixed(1)}" cy="${(cy + r * Math.sin(a)).toFixed(1)}" rx="${size.toFixed(1)}" ry="${(size * 0.6).toFixed(1)}" transform="rotate(${Math.round(random() * 180)} ${(cx + r * Math.cos(a)).toFixed(1)} ${(cy + r * Math.sin(a)).toFixed(1)})" fill="${colour}" opacity="0.9"/>`;
  });
  const background = BACKGROUNDS[hash(name) % BACKGROUNDS.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="${background}"/>
  <circle cx="${cx + 18}" cy="${cy + 24}" r="${bowl + 40}" fill="#000" opacity="0.08"/>
  <circle cx="${cx}" cy="${cy}" r="${bowl + 40}" fill="#ffffff"/>
  <circle cx="${cx}" cy="${cy}" r="${bowl + 40}" fill="none" stroke="#eadfcf" stroke-width="4"/>
  <circle cx="${cx}" cy="${cy}" r="${bowl}" fill="#f3ebe0"/>
  ${segments.join('\n  ')}
  ${dots.join('\n  ')}
  <circle cx="${cx}" cy="${cy}" r="${bowl - 28}" fill="url(#shine)"/>
  <defs><radialGradient id="shine" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="#fff" stop-opacity="0.28"/><stop offset="0.6" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
</svg>`;
}

/** The illustration as a PNG, ready for the media pipeline like any upload. */
export async function renderRecipeIllustration(
  name: string,
  parts: IllustrationPart[],
): Promise<Buffer> {
  return sharp(Buffer.from(recipeIllustrationSvg(name, parts)))
    .png()
    .toBuffer();
}
