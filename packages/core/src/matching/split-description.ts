// Splits what follows the quantity and unit ("finely chopped fresh parsley, to serve (optional)")
// into the food's name ("fresh parsley"), its preparation ("finely chopped") and a comment
// ("to serve, optional"). Rules: docs/decisions/0012-ingredient-line-parser.md.
import {
  ADJECTIVES_BEFORE_COMMA,
  COMMENT_PHRASE,
  NAME_KEEPING_PHRASES,
  PREPARATION_STARTS,
  PREPARATION_WORDS,
  TRAILING_COMMENT,
} from './line-words.ts';
import { NUMBER_SOURCE } from './line-quantity.ts';

export interface DescriptionParts {
  name: string;
  /** The preparation words written before the name, when there were any. */
  leadingPreparation: string | null;
  preparation: string | null;
  comment: string | null;
}

/** A number, written in digits or as a unicode fraction. */
const HAS_NUMBER = /[\d½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞]/;

/**
 * What makes bracketed text a remark about the food, not another name for it: the words of a
 * remark, a list of examples ("oats, rye, barley"), an explanation
 * ("an anise-flavored cordial").
 */
const BRACKET_REMARK =
  /\b(optional|see|note|notes|recipe|page|about|if|such as|preferably|available|divided|not|only|use|used|using|i|we|recommend\w*|prefer\w*|works?|good|best|like|look|varieties|variety|brand|quality|temperature|chilled|removed|etc|aka|include\w*)\b|,|…|^(a|an|the)\s/i;

/** Whether bracketed text names the food another way ("zucchini", "flat-leaf"): kept in the name. */
function namesTheFood(inside: string): boolean {
  return (
    inside !== '' &&
    !HAS_NUMBER.test(inside) &&
    !COMMENT_PHRASE.test(inside) &&
    !isPreparation(inside) &&
    !BRACKET_REMARK.test(inside) &&
    inside.split(/\s+/).length <= 6
  );
}

/**
 * Whether a bracket comes after a word of the food's name: "courgettes (zucchini)", not
 * "(moderately packed) fresh cilantro" or "thinly sliced (chiffonade) collard greens".
 */
function followsTheName(before: string): boolean {
  const last = before.trim().split(/\s+/).at(-1)?.toLowerCase() ?? '';
  return last !== '' && !PREPARATION_WORDS.has(last);
}

/**
 * Text inside (...) or [...], pulled out in order, except what names the food, which stays in
 * place; the rest with single spaces.
 */
function pullBrackets(text: string): { text: string; inside: string[] } {
  const inside: string[] = [];
  let depth = 0;
  let current = '';
  let outside = '';
  for (const char of text) {
    if (char === '(' || char === '[') {
      if (depth === 0) current = '';
      else current += char;
      depth += 1;
    } else if ((char === ')' || char === ']') && depth > 0) {
      depth -= 1;
      if (depth > 0) current += char;
      else if (namesTheFood(current.trim()) && followsTheName(outside)) {
        outside += `(${current.trim()})`;
      } else inside.push(current.trim());
    } else if (depth > 0) current += char;
    else outside += char;
  }
  if (depth > 0 && current.trim() !== '') inside.push(current.trim());
  return {
    text: outside
      .replace(/\s+([,;])/g, '$1')
      .replace(/\s+/g, ' ')
      .trim(),
    inside,
  };
}

/** Splits at commas and semicolons outside brackets and not inside a number ("1,5"). */
function segments(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] ?? '';
    if (char === '(') depth += 1;
    if (char === ')') depth = Math.max(0, depth - 1);
    const inNumber =
      char === ',' && /\d/.test(text[index - 1] ?? '') && /\d/.test(text[index + 1] ?? '');
    if (depth === 0 && (char === ';' || (char === ',' && !inNumber))) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts.map((part) => part.trim()).filter((part) => part !== '');
}

/**
 * An alternative after a comma: "or rutabaga", "and/or thyme" (words only, a few of them); not a
 * comment that starts with "or" ("or to taste", "or as needed", "or frozen and thawed").
 */
function isAlternative(segment: string): boolean {
  const rest = segment.replace(/^\S+\s+/, '');
  return (
    /^(or|and|and\/or)\s/i.test(segment) &&
    !HAS_NUMBER.test(segment) &&
    segment.split(/\s+/).length <= 6 &&
    !isPreparation(rest) &&
    !COMMENT_PHRASE.test(rest)
  );
}

/** A short list item between the name and an alternative: "turnip" in "parsnip, turnip, or rutabaga". */
function isListItem(segment: string): boolean {
  return (
    !HAS_NUMBER.test(segment) &&
    segment.split(/\s+/).length <= 3 &&
    !isPreparation(segment) &&
    !COMMENT_PHRASE.test(segment)
  );
}

/** The head and the segments that continue the name: lists of alternatives, "boneless, skinless chicken". */
function nameSegments(all: string[]): number {
  let end = 1;
  // "fresh, ripe, firm plum tomatoes", "chopped dry-roasted, unsalted peanuts"
  while (end < all.length && !COMMENT_PHRASE.test(all[end] ?? '')) {
    const words = leadingPreparation(all[end - 1] ?? '')
      .name.toLowerCase()
      .split(/\s+/);
    if (words.length > 2 || !ADJECTIVES_BEFORE_COMMA.has(words.at(-1) ?? '')) break;
    end += 1;
  }
  for (let index = end; index < all.length; index += 1) {
    const segment = all[index] ?? '';
    if (isAlternative(segment)) return index + 1;
    if (!isListItem(segment)) break;
  }
  return end;
}

function isOnlyPreparation(segment: string): boolean {
  const words = segment.toLowerCase().split(/\s+/);
  return (
    PREPARATION_STARTS.has(words[0] ?? '') && words.every((word) => PREPARATION_WORDS.has(word))
  );
}

function isPreparation(segment: string): boolean {
  const first = segment.toLowerCase().split(/\s+/)[0] ?? '';
  return (
    PREPARATION_STARTS.has(first) || /^(cut|peel|chop|slice|halve|trim|remove)\b/i.test(segment)
  );
}

/** Leading preparation words of a name ("finely chopped fresh parsley" -> "finely chopped"). */
function leadingPreparation(name: string): { preparation: string | null; name: string } {
  const words = name.split(' ');
  let count = 0;
  while (count < words.length - 1) {
    const rest = words.slice(count).join(' ');
    if (NAME_KEEPING_PHRASES.some((phrase) => phrase.test(rest))) break;
    const word = (words[count] ?? '').toLowerCase().replace(/,$/, '');
    const groundPepper = word === 'ground' && /^ground ((black|white) )?pepper/i.test(rest);
    // "fresh ground black pepper", "fresh cracked pepper": fresh says when it was ground.
    const freshlyDone = word === 'fresh' && /^fresh (ground|cracked|milled|grated)\b/i.test(rest);
    const starts = count === 0 ? PREPARATION_STARTS.has(word) : PREPARATION_WORDS.has(word);
    if (
      !(starts || groundPepper || freshlyDone) ||
      word === 'a' ||
      word === 'an' ||
      word === 'the'
    ) {
      break;
    }
    // "and" and "or" continue a preparation only between two preparation words ("peeled and diced").
    // After one, before another kind of word, they offer the food another way: "cooked or canned
    // black beans", "freshly grated or ground nutmeg" are black beans and nutmeg.
    const joins = word === 'and' || word === 'or';
    if (joins && !PREPARATION_STARTS.has((words[count + 1] ?? '').toLowerCase())) {
      if (count > 0 && word === 'or' && count + 2 < words.length) count += 2;
      break;
    }
    count += 1;
  }
  if (count === 0) return { preparation: null, name };
  return { preparation: words.slice(0, count).join(' '), name: words.slice(count).join(' ') };
}

/** Trailing preparation of a name without a comma ("onion finely chopped"). */
function trailingPreparation(name: string): { preparation: string | null; name: string } {
  const words = name.split(' ');
  for (let index = 1; index < words.length; index += 1) {
    const word = (words[index] ?? '').toLowerCase();
    if (!PREPARATION_STARTS.has(word) || word === 'ground') continue;
    const tail = words.slice(index).map((w) => w.toLowerCase());
    if (tail.every((w) => PREPARATION_WORDS.has(w) || /^\d/.test(w))) {
      return { preparation: words.slice(index).join(' '), name: words.slice(0, index).join(' ') };
    }
  }
  return { preparation: null, name };
}

/** A metric amount left at the end of a name: "whole milk 150 mL". */
const TRAILING_AMOUNT = new RegExp(
  String.raw`\s+(${NUMBER_SOURCE}\s*(?:ml|mL|l|g|grams?|kg|oz)\.?)\s*$`,
);
/** Another amount of another food after a slash: "sea salt/1 teaspoon table salt". */
const SLASH_AMOUNT = new RegExp(String.raw`\s*/\s*(?=${NUMBER_SOURCE})`);

export function splitDescription(description: string): DescriptionParts {
  const preparations: string[] = [];
  const comments: string[] = [];
  const { text, inside } = pullBrackets(description.replace(/\*+/g, ''));
  for (const part of inside) (isPreparation(part) ? preparations : comments).push(part);
  const all = segments(text);
  // "peeled, chopped celeriac": leading segments of preparation words only belong to the preparation.
  while (all.length > 1 && isOnlyPreparation(all[0] ?? '')) preparations.push(all.shift() ?? '');
  const joined = nameSegments(all);
  const headParts = all.slice(0, joined);
  const tail = all.slice(joined);
  // "peeled, seeded, and diced tomato": the last preparation's "and" is not the food's.
  let head = headParts[0] ?? '';
  if (preparations.length > 0) head = head.replace(/^(and|or)\s+(?=\S)/i, '');
  for (const part of headParts.slice(1)) {
    const cleaned = leadingPreparation(part);
    // "dry, uncooked pasta": without its preparation the part reads on from the adjective.
    if (cleaned.preparation) preparations.push(cleaned.preparation);
    head = `${head}${cleaned.preparation ? ' ' : ', '}${cleaned.name}`;
  }
  for (const segment of tail) {
    (isPreparation(segment) && !COMMENT_PHRASE.test(segment) ? preparations : comments).push(
      segment,
    );
  }
  let name = head.replace(/^of\s+/i, '').trim();
  const slash = SLASH_AMOUNT.exec(name);
  if (slash && slash.index > 0) {
    comments.unshift(name.slice(slash.index + slash[0].length));
    name = name.slice(0, slash.index);
  }
  const amount = TRAILING_AMOUNT.exec(name);
  if (amount?.[1] && amount.index > 0) {
    comments.unshift(amount[1]);
    name = name.slice(0, amount.index).trim();
  }
  const trailing = TRAILING_COMMENT.exec(name);
  if (trailing?.[1] && trailing.index > 0) {
    comments.unshift(trailing[1].replace(/^[\s,—–:]+|[()]/g, ''));
    name = name.slice(0, trailing.index).trim();
  }
  const leading = leadingPreparation(name);
  const leadingWords = leading.preparation;
  if (leading.preparation) {
    preparations.unshift(leading.preparation);
    name = leading.name;
  }
  const after = trailingPreparation(name);
  if (after.preparation) {
    preparations.push(after.preparation);
    name = after.name;
  }
  name = name
    .replace(/^(of|the)\s+/i, '')
    .replace(/[\s.:;-]+$/, '')
    .trim();
  return {
    name,
    leadingPreparation: leadingWords,
    preparation: preparations.length > 0 ? preparations.join(', ') : null,
    comment: comments.length > 0 ? comments.join(', ') : null,
  };
}
