// Editing a template's steps when its ingredients change: the ways a step can refer to a food
// ("the kidney beans", "the beans", "the chicken" for chicken thighs), renaming those references,
// and taking out a food that was left out. Plain text rules, so a step reads naturally more
// often than not; the cook reviews every step in the editor before saving.
import type { KitchenLine } from './kitchen-line.ts';

/** Words too general to stand for one food on their own ("the oil" could be any oil). */
const TOO_GENERAL = new Set([
  'oil',
  'sauce',
  'powder',
  'seeds',
  'seed',
  'juice',
  'stock',
  'milk',
  'cream',
  'flour',
  'sugar',
  'paste',
  'leaves',
  'leaf',
  'pepper',
  'water',
  'cheese',
]);
const MEAT_AND_FISH = new Set(['meat', 'fish-seafood']);
/** A following word that makes the phrase another food ("chicken stock" is not "chicken"). */
const NOT_FOLLOWED_BY = '(?!\\s+(?:stock|broth|sauce|fat|powder|liver|wings|paste))';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every way the steps may name this line's food, longest first. */
export function namesFor(line: KitchenLine): string[] {
  const { ingredient } = line;
  const names = new Set<string>([line.name, ingredient.name]);
  for (const alias of ingredient.aliases) if (alias.split(' ').length <= 3) names.add(alias);
  const words = ingredient.name.split(' ');
  const last = words.at(-1)!;
  if (words.length > 1 && !TOO_GENERAL.has(last)) names.add(last);
  if (MEAT_AND_FISH.has(ingredient.category)) {
    // Steps say "the beef" for sirloin steak: the species leads the catalogue id.
    if (words.length > 1) names.add(words[0]!);
    names.add(ingredient.id.split('-')[0]!);
  }
  if (words.length > 1 && ingredient.category === 'legumes') names.add(last);
  return [...names].filter((name) => name.length > 2).sort((a, b) => b.length - a.length);
}

function pattern(names: string[]): RegExp {
  return new RegExp(`\\b(${names.map(escape).join('|')})\\b${NOT_FOLLOWED_BY}`, 'gi');
}

/** A capital only where a sentence starts: "Worcestershire sauce" mid-sentence is "soy sauce". */
const startsSentence = (text: string, offset: number) =>
  offset === 0 || /[.!?:]\s+$/.test(text.slice(0, offset));

/**
 * Whether the text already reads `to` where `found` is its tail: "the rice noodles" renamed from
 * "noodles" to "rice noodles" stays as it is, not "the rice rice noodles".
 */
function alreadyReads(step: string, offset: number, found: string, to: string): boolean {
  const head = to.slice(0, to.length - found.length).toLowerCase();
  return (
    head.length > 0 &&
    to.toLowerCase().endsWith(found.toLowerCase()) &&
    step.slice(0, offset).toLowerCase().endsWith(head)
  );
}

/**
 * A list that names a food twice once another food is renamed to it reads it once:
 * Worcestershire sauce renamed soy sauce beside the soy sauce ("the soy sauce, ketchup, soy sauce
 * and sugar" is "the soy sauce, ketchup and sugar").
 */
function onceInAList(step: string, name: string): string {
  const first = step.toLowerCase().indexOf(name.toLowerCase());
  if (first < 0) return step;
  const start = first + name.length;
  const again = new RegExp(`(,\\s*|\\s+and\\s+)(?:the\\s+)?${escape(name)}\\b`, 'i').exec(
    step.slice(start),
  );
  if (!again || /[.;]/.test(step.slice(start, start + again.index))) return step;
  let before = step.slice(0, start + again.index);
  const after = step.slice(start + again.index + again[0].length);
  // The list's "and" moves to the item before: "a, b and a" is "a and b".
  const comma = before.lastIndexOf(', ');
  if (/and/.test(again[1]!) && comma >= first) {
    before = `${before.slice(0, comma)} and ${before.slice(comma + 2)}`;
  }
  return before + after;
}

export function renameInSteps(steps: string[], from: KitchenLine, to: string): string[] {
  const re = pattern(namesFor(from));
  return steps.map((step) => onceInAList(renamed(step, re, to), to));
}

function renamed(step: string, re: RegExp, to: string): string {
  return (
    step
      .replace(re, (found: string, _name: string, offset: number) => {
        if (alreadyReads(step, offset, found, to)) return found;
        return startsSentence(step, offset) ? to[0]!.toUpperCase() + to.slice(1) : to;
      })
      // "an egg" renamed is "a firm tofu", not "an firm tofu".
      .replace(
        new RegExp(`\\b(a|an) (${escape(to)})\\b`, 'gi'),
        (_all, article: string, name: string) => {
          const wanted = /^[aeiou]/i.test(name) ? 'an' : 'a';
          const cased = article[0] === 'A' ? wanted[0]!.toUpperCase() + wanted.slice(1) : wanted;
          return `${cased} ${name}`;
        },
      )
      // "Cook the rice" renamed is "Cook the white rice", not "Cook the cooked white rice".
      .replace(/\b(cook(?:ed)?\s+(?:the\s+)?)cooked\s+/gi, '$1')
      // Tofu standing in for eggs is crumbled, not beaten.
      .replace(
        /\b(beat|whisk)(\s+the\s+)(firm tofu)\b/gi,
        (_all, verb: string, the: string, tofu: string) =>
          `${verb[0] === verb[0]!.toUpperCase() ? 'Crumble' : 'crumble'}${the}${tofu}`,
      )
  );
}

/**
 * Takes a left-out food out of the steps' lists ("the garlic, ginger and chilli"). A step that
 * was only about that food ("Drain and rinse the chickpeas.") goes altogether: after the removal
 * it names none of the foods that remain.
 */
export function removeFromSteps(
  steps: string[],
  line: KitchenLine,
  remaining: readonly KitchenLine[] = [],
): string[] {
  const names = namesFor(line).map(escape).join('|');
  const item = `(?:the\\s+)?(?:${names})\\b${NOT_FOLLOWED_BY}`;
  const rules: [RegExp, string][] = [
    // The head of a list after "with": "with the cheese, the salt and the pepper" keeps its "with".
    [new RegExp(`\\bwith\\s+${item}\\s*,\\s*`, 'gi'), 'with '],
    // A clause that only works the food: "halve the potatoes, tear the lettuce and drain the tuna
    // into flakes" is "halve the potatoes and tear the lettuce".
    [new RegExp(`,\\s*([^,.;]+?)\\s+and\\s+[a-z]+\\s+${item}[^,.;]*`, 'gi'), ' and $1'],
    [new RegExp(`,?\\s+and\\s+[a-z]+\\s+${item}[^,.;]*`, 'gi'), ''],
    // "Simmer until the potato is soft" is "Simmer until soft".
    [new RegExp(`\\buntil\\s+${item}\\s+(?:is|are)\\s+`, 'gi'), 'until '],
    // The last of a list: "olives, eggs and anchovies" ends "olives and eggs".
    [new RegExp(`,\\s*((?:the\\s+)?[\\w-]+)\\s+(and|or)\\s+${item}`, 'gi'), ' $2 $1'],
    [new RegExp(`,\\s*${item}`, 'gi'), ''],
    [
      new RegExp(
        `\\s+(and|or|with|on|over|onto)\\s+${item}(?:\\s+(?:underneath|on top|on the side))?`,
        'gi',
      ),
      '',
    ],
    [new RegExp(`\\b${item}(\\s*,\\s*|\\s+and\\s+)`, 'gi'), ''],
  ];
  const others = remaining.flatMap((l) => namesFor(l)).map(escape);
  const mentionsRemaining = others.length ? new RegExp(`\\b(?:${others.join('|')})\\b`, 'i') : null;
  const touched = new RegExp(`\\b(?:${names})\\b`, 'i');
  // A sentence that opens with a clause only about the food: "Brush with the beaten egg, sprinkle
  // with the sugar and bake" is "Sprinkle with the sugar and bake".
  const opening = new RegExp(
    `(^|[.!?]\\s+)([A-Z][a-z]+(?:\\s+(?:with|in|on|over))?\\s+(?:the\\s+)?(?:[a-z]+\\s+)?(?:${names})\\b${NOT_FOLLOWED_BY})\\s*,\\s*(?:then\\s+)?([a-z])`,
    'g',
  );
  const dropOpening = (text: string) =>
    text.replace(
      opening,
      (_whole, start: string, _clause: string, next: string) => `${start}${next.toUpperCase()}`,
    );
  // The food is what the sentence works: the object of its verb ("Slice the pork belly", "Drain
  // and rinse the chickpeas", "Lay half the pork on top"), not a word further on ("Simmer for 20
  // minutes until the potato is soft").
  const early = new RegExp(
    `^[A-Z][a-z]+(?:\\s+and\\s+[a-z]+)?\\s+(?:(?:half|all|some|most|a little)\\s+(?:of\\s+)?)?(?:the\\s+)?(?:[a-z]+\\s+)?(?:${names})\\b`,
  );
  // Sentence by sentence: "Lay half the pork on top." goes from a step that goes on to shape the
  // pancake, and a step that cooks the dish stays when the food was only beside it.
  const edit = (sentence: string): string => {
    if (!touched.test(sentence)) return sentence;
    let text = dropOpening(sentence);
    for (const [re, by] of rules) text = text.replace(re, by);
    text = text.replace(/\s{2,}/g, ' ').replace(/\s+([,.])/g, '$1');
    // A sentence left with a verb alone ("Top.") had nothing else to do.
    if (text.split(/\s+/).filter((word) => /\w/.test(word)).length < 2) return '';
    // One that worked the food ("Drain and rinse the chickpeas.") and names no other goes.
    const aboutIt = early.test(sentence);
    return aboutIt && mentionsRemaining && !mentionsRemaining.test(text) ? '' : text;
  };
  return steps.flatMap((step) => {
    if (!touched.test(step)) return [step];
    const text = step
      .split(/(?<=[.!?])\s+(?=[A-Z])/)
      .map(edit)
      .filter(Boolean)
      .join(' ');
    return text === '' ? [] : [text];
  });
}

/** The step without the dry weight written after this food ("(about 200 g dry)"). */
export const withoutDryWeight = (step: string, name: string) =>
  step.replace(new RegExp(`(${escape(name)})\\s*\\(about [^)]*\\bdry\\)`, 'gi'), '$1');

/** "a", "a and b", "a, b and c". */
export function listOf(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
