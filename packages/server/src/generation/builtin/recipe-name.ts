// The recipe's name is the dish's name (docs/product.md section 5): the cook's own words with the
// request taken out of them ("please", "I want", "low GI", "for breakfast", "my mum's", "quick",
// "no coconut" shape the recipe, never its name), else, when what is left is vague ("something
// with a roasted side"), one made from the draft: "Roasted Salmon with New Potatoes and Broccoli".
import type { CatalogueIngredient } from '@roastie/core';
import { DISH_NOUN } from './dish-kind-names.ts';
import type { DishKind } from './dish-kinds.ts';
import type { CookingMethod } from './intent-words.ts';
import type { KitchenLine } from './kitchen-line.ts';

const MAX_NAME_WORDS = 9;
const MAX_NAME_LENGTH = 70;
const SMALL_WORDS = new Set(['a', 'an', 'and', 'or', 'with', 'of', 'in', 'on', 'the', 'for', 'to']);

/** Phrases that ask for something rather than name the dish, removed wherever they stand. */
const REQUEST_PATTERNS: readonly RegExp[] = [
  /\b(please|pls|plz|thanks|thank you|cheers)\b/gi,
  /\b(i|we)('d| would| want to| wanna)? (like|love|want|fancy|need|crave|am craving|'m craving)( to (make|cook|have|eat|try))?\b/gi,
  /\b(i|we) want\b/gi,
  /\b(can|could|would) you( please)? (make|cook|give|suggest|write|create|do)( me| us)?\b/gi,
  /\b(make|cook|give|show|suggest|write|create) (me|us)\b/gi,
  /\b(let'?s|lets) (make|cook|have)\b/gi,
  /\b(how (do i|to) (make|cook))\b/gi,
  /\b(an? )?(recipe|idea|ideas) (for|of)\b/gi,
  /\b(my|our|your)( (mum|mom|mother|mam|nan|nana|gran|granny|grandma|grandmother|dad|father|grandad|grandpa|family|aunt|auntie|uncle|wife|husband|partner|kids|son|daughter)('?s)?)?\b/gi,
  /\b(mum|mom|mother|nan|nana|gran|granny|grandma|dad|grandad|auntie|aunt)'?s\b/gi,
  /\bfamily( style| sized| size)?\b/gi,
  /\b(low|lower)[ -]?(gi|glycemic|glycaemic)( index)?\b/gi,
  /\b(gi|glucose|blood sugar|diabetes|diabetic)[ -]?friendly\b/gi,
  /\b(diabetic|low carb|low sugar|no (glucose )?spikes?|healthy|healthier|quick|quickly|easy|simple|speedy|fast|weeknight|budget|cheap)\b/gi,
  /\b(under|in) \d+ (minutes|mins)\b/gi,
  /\bnot (too|very|so|overly) \w+\b/gi,
  /\b(kids|kid|children|childrens|toddler|toddlers)('s|')?(?=\s|$)/gi,
  /\b(keto|paleo|clean|guilt free|low calorie|low fat)\b/gi,
  /\b\d+[ -]minutes?\b/gi,
  /\bfor\b[^,]*?(?=\bwith\b|,|$)/gi,
  /\b(serves|feeds) \w+\b/gi,
  /\b(no|without|minus|hold the)\b[^,]*?(?=\bwith\b|,|$)/gi,
  /\b(today|tonight|tomorrow|now|right now|again|this week)\b/gi,
];
const LEADING_FILLER = /^(a|an|some|the|me|us|to|is|of|and|with|something|,)\s+/i;
const TRAILING_FILLER = /\s+(a|an|some|the|and|with|or|of|to|,)$/i;
/** Words that say the dish is not named yet: the name is made from the draft instead. */
const VAGUE =
  /\b(something|anything|side|sides|thing|stuff|dish|meal|food|recipe|whatever|idea)\b/i;

const METHOD_ADJECTIVE: Record<CookingMethod, string> = {
  roasted: 'Roasted',
  grilled: 'Grilled',
  baked: 'Baked',
  'pan-fried': 'Pan-Fried',
  steamed: 'Steamed',
  poached: 'Poached',
  braised: 'Braised',
  'slow-cooked': 'Slow-Cooked',
  barbecued: 'Barbecued',
};

function titleWord(word: string, first: boolean): string {
  const lower = word.toLowerCase();
  if (!first && SMALL_WORDS.has(lower)) return lower;
  if (/[A-Z]/.test(word.slice(1))) return word; // BBQ, McDonald's: as the cook wrote it
  if (/^[b-df-hj-np-tv-xz]{2,4}$/i.test(word)) return word.toUpperCase(); // blt, bbq: initials
  return lower.replace(
    /(^|-)(\p{L})/gu,
    (_, dash: string, letter: string) => dash + letter.toUpperCase(),
  );
}

export function titleCase(text: string): string {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((word, i) => titleWord(word, i === 0))
    .join(' ')
    .replace(/\b(Gluten|Dairy|Egg|Nut|Meat) Free\b/g, '$1-Free');
}

/** The cook's words without the request in them, or null when nothing name-like is left. */
export function dishWords(description: string): string | null {
  let text = (description.split(/[.!?\n]/)[0] ?? '').replace(/[\u2018\u2019]/g, "'");
  for (const pattern of REQUEST_PATTERNS) text = text.replace(pattern, ' ');
  text = text
    .replace(/\s+/g, ' ')
    .replace(/\s+,/g, ',')
    .replace(/(,\s*)+/g, ', ')
    .trim();
  for (let i = 0; i < 4; i += 1) {
    text = text
      .replace(LEADING_FILLER, '')
      .replace(TRAILING_FILLER, '')
      .replace(/^[,;:\s-]+|[,;:\s-]+$/g, '')
      .trim();
  }
  const words = text.split(' ').filter(Boolean);
  if (words.length === 0 || words.length > MAX_NAME_WORDS || text.length > MAX_NAME_LENGTH)
    return null;
  if (VAGUE.test(text) || !/\p{L}/u.test(text)) return null;
  return text;
}

const MAIN_ROLES = new Set(['base', 'protein', 'veg', 'greens']);

/** A name made from the draft: the method, the named foods, and the main sides. */
function fromDraft(
  kind: DishKind,
  named: readonly CatalogueIngredient[],
  methods: readonly CookingMethod[],
  lines: readonly KitchenLine[],
): string {
  const method = methods[0] ? `${METHOD_ADJECTIVE[methods[0]]} ` : '';
  // The named foods still in the draft (a swap may have replaced one), the meat or fish first.
  const present = named.filter((n) => lines.some((l) => l.ingredient.id === n.id));
  const leadFoods = present.filter((n) => n.category === 'meat' || n.category === 'fish-seafood');
  const lead = (leadFoods.length > 0 ? leadFoods : present).slice(0, 2);
  const leadIds = new Set(lead.map((l) => l.id));
  const sides = lines
    .filter((l) => MAIN_ROLES.has(l.role) && !leadIds.has(l.ingredient.id))
    .slice(0, 2)
    .map((l) => titleCase(l.name));
  const leadName = lead.map((entry) => titleCase(entry.name)).join(' and ');
  if (!leadName) return `Chef Roastie's ${DISH_NOUN[kind]}`;
  return sides.length > 0
    ? `${method}${leadName} with ${sides.join(' and ')}`
    : `${method}${leadName} ${DISH_NOUN[kind]}`;
}

export function recipeName(
  description: string,
  kind: DishKind,
  named: readonly CatalogueIngredient[],
  methods: readonly CookingMethod[],
  lines: readonly KitchenLine[],
  dishNamed: boolean,
): string {
  const own = dishWords(description);
  // A food alone ("keto chicken" is "chicken") names no dish when none was asked for.
  const bare =
    own !== null && !dishNamed && !/,|\b(with|and|on)\b/i.test(own) && own.split(' ').length <= 2;
  return own && !bare ? titleCase(own) : fromDraft(kind, named, methods, lines);
}
