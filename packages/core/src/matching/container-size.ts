// Reads the size printed on a can, tin, jar or packet: "1 (400 g) can chickpeas",
// "2 x 400g tins tomatoes", "1 14-oz can tomatoes". The amount is count x size, in the size's unit.

export interface ContainerAmount {
  amount: number;
  unit: string;
  rest: string;
}

const CONTAINER = String.raw`(?:cans?|tins?|jars?|packs?|packets?|packages?|cartons?|bags?|boxes?|bottles?|tubs?|pouch(?:es)?|containers?)`;
const COUNT = String.raw`(\d+(?:\.\d+)?|\d+\s*/\s*\d+)`;
const SIZE = String.raw`(\d+(?:\.\d+)?)\s*-?\s*(g|grams?|kg|ml|l|litres?|liters?|oz|ounces?|lb|lbs|fl\.?\s?oz)\.?`;

const PATTERNS: readonly RegExp[] = [
  // 1 (400 g) can chickpeas / (400 g) can chickpeas
  new RegExp(String.raw`^${COUNT}?\s*\(\s*${SIZE}\s*\)\s*(?:${CONTAINER})?\s*(?:of\s+)?(.+)$`, 'i'),
  // 2 x 400g tins tomatoes
  new RegExp(String.raw`^${COUNT}\s*[x×]\s*${SIZE}\s*(?:${CONTAINER})?\s*(?:of\s+)?(.+)$`, 'i'),
  // 1 14-oz can tomatoes
  new RegExp(String.raw`^${COUNT}\s+${SIZE}\s+${CONTAINER}\s*(?:of\s+)?(.+)$`, 'i'),
];

function parseCount(text: string | undefined): number {
  if (text === undefined) return 1;
  const [numerator, denominator] = text.split('/').map((part) => Number(part.trim()));
  if (denominator !== undefined && numerator !== undefined) return numerator / denominator;
  return Number(text);
}

export function readContainerAmount(line: string): ContainerAmount | null {
  for (const pattern of PATTERNS) {
    const match = pattern.exec(line.trim());
    if (!match) continue;
    const [, count, size, unit, rest] = match;
    if (size === undefined || unit === undefined || rest === undefined) continue;
    const amount = parseCount(count) * Number(size);
    if (!Number.isFinite(amount) || amount <= 0) continue;
    return { amount, unit: unit.replace(/\s+/g, ' '), rest: rest.trim() };
  }
  return null;
}
