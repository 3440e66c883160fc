// A whole recipe pasted as text (a card typed up, a page copied from a browser): the title is the
// first line; "Ingredients" and "Method" (and their usual synonyms) headings split the rest; with
// no headings, lines are sorted by shape: short lines that start with an amount are ingredients,
// numbered lines and sentences are steps. "Serves 4", "Makes 12", "Cook time: 1 hr" and "Prep 20
// mins, cook 40 mins" are read wherever they are (docs/decisions/0013-recipe-import-and-export.md).
import { INGREDIENT_LIST_HEADING, isIngredientHeading } from './ingredient-heading.ts';
import { durationMinutes } from './iso-duration.ts';
import { emptyRecipeSource, type RecipeSource } from './recipe-source.ts';

const METHOD_HEADING =
  /^(?:method|instructions?|directions?|steps?|preparation|how to make(?: it)?|to make)\s*:?$/i;
const SERVINGS = /^(?:serves|servings|makes|yield|yields|portions)\s*:?\s*(\d+)/i;
/**
 * One time on a line of times: "Prep 20 mins, cook 40 mins", "Prep: 15 mins | Cook: 1 hr 10 mins",
 * "Total time 1 hour", "Ready in 45 minutes", "Takes 30 mins".
 */
const TIME_PART =
  /\b(total|ready in|takes|prep(?:aration)?|cook(?:ing)?|bak(?:e|ing)|time)(?:\s+time)?\s*:?\s*(\d+(?:\.\d+)?\s*(?:h|hrs?|hours?)\b(?:\s*(?:and\s*)?\d+\s*(?:m|mins?|minutes?)\b)?|\d+\s*(?:m|mins?|minutes?)\b)/gi;
/** What else a line of times may hold: separators, "plus resting", a difficulty, "Serves 4". */
const TIME_LINE_REST =
  /^[\s,;|/·•.-]*(?:(?:easy|medium|hard|more effort|plus \w+)[\s,;|/·•.-]*)*$/i;

/** The times on a line that holds only times, or null. */
function timesOn(line: string): { total: number | null; parts: number[] } | null {
  const found = [...line.matchAll(TIME_PART)];
  if (found.length === 0 || !TIME_LINE_REST.test(line.replace(TIME_PART, ' '))) return null;
  let total: number | null = null;
  const parts: number[] = [];
  for (const [, label = '', value = ''] of found) {
    const minutes = durationMinutes(value);
    if (minutes === null) continue;
    if (/^(total|ready|takes)/i.test(label)) total = minutes;
    else parts.push(minutes);
  }
  return { total, parts };
}
/** "By Ali Slagle", "Recipe by Nigel Slater": the author's name, not part of the recipe. */
const BYLINE = /^(?:[Rr]ecipe\s+)?[Bb]y\s+\p{Lu}[\p{L}.'’-]*(?:\s+\p{Lu}[\p{L}.'’-]*){0,3}$/u;
const NUMBERED = /^(?:step\s*)?\d+\s*[.):]\s*|^step\s*\d+\s*/i;
const BULLET = /^[-–•*·▢□◦‣]\s*/;
const STARTS_WITH_AMOUNT = /^(?:\d|[¼½¾⅓⅔⅛⅜⅝⅞]|an?\s|one\s|two\s|three\s|few\s|handful\s|pinch\s)/i;

type Section = 'intro' | 'ingredients' | 'method';

/** A sentence of more than a few words: "A moist, simple loaf that uses up old bananas." */
const isSentence = (line: string) => /[.!?]$/.test(line) && line.split(' ').length > 6;

function looksLikeIngredient(line: string): boolean {
  return (
    line.length <= 90 &&
    STARTS_WITH_AMOUNT.test(line) &&
    !/[.!?]\s+\S/.test(line) &&
    !isSentence(line)
  );
}

export function readRecipeText(text: string): RecipeSource {
  const source = emptyRecipeSource();
  const lines = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[\s\u00a0]+/g, ' ').trim())
    .filter(Boolean);
  let section: Section = 'intro';
  let sawHeading = false;
  const intro: string[] = [];
  const minutes: number[] = [];
  let totalWritten: number | null = null;

  for (const raw of lines) {
    const line = raw.replace(BULLET, '');
    const servings = SERVINGS.exec(line);
    if (servings) {
      source.servings = Math.min(100, Math.max(1, Number(servings[1])));
      continue;
    }
    if (source.name && BYLINE.test(line)) continue;
    const times = timesOn(line);
    if (times) {
      if (times.total !== null) totalWritten = times.total;
      minutes.push(...times.parts);
      continue;
    }
    if (INGREDIENT_LIST_HEADING.test(line) && line.length < 40) {
      section = 'ingredients';
      sawHeading = true;
      continue;
    }
    if (METHOD_HEADING.test(line)) {
      section = 'method';
      sawHeading = true;
      continue;
    }
    if (!source.name) {
      source.name = line;
      continue;
    }
    if (section === 'ingredients') {
      // "Sauce:", "FILLING": a part of the list, not a food.
      if (!isIngredientHeading(line)) source.ingredientLines.push(line);
    } else if (section === 'method') source.steps.push(line.replace(NUMBERED, '').trim());
    else intro.push(line);
  }

  if (!sawHeading) {
    // No headings: sort the lines after the title by their shape.
    for (const line of intro) {
      if (NUMBERED.test(line)) source.steps.push(line.replace(NUMBERED, '').trim());
      else if (looksLikeIngredient(line)) source.ingredientLines.push(line);
      else if (source.ingredientLines.length > 0 || source.steps.length > 0)
        source.steps.push(line);
      else source.description = source.description ? `${source.description} ${line}` : line;
    }
  } else {
    source.description = intro.join(' ');
  }
  source.steps = source.steps.filter(Boolean);
  // A written total wins; otherwise prep and cook times add up.
  source.totalMinutes =
    totalWritten ?? (minutes.length > 0 ? minutes.reduce((a, b) => a + b, 0) : null);
  return source;
}
