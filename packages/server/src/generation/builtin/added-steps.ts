// Steps for foods the chef adds to a template, so that everything in the ingredient list is used
// somewhere in the method, each at the moment a cook would use it: aromatics at the start, fruit
// into a batter, vegetables while the dish cooks, greens at the end, toppings when serving.
import type { DishKind } from './dish-kinds.ts';
import type { KitchenLine } from './kitchen-line.ts';
import { listOf } from './step-text.ts';

export type StepMoment = 'start' | 'cook' | 'finish' | 'serve';

export interface AddedStep {
  moment: StepMoment;
  text: string;
  /** Goes right after the first step this matches (the last, with `last`), when one does. */
  after?: RegExp;
  last?: boolean;
}

interface Sentence {
  moment: StepMoment;
  write: (names: string) => string;
  after?: RegExp;
  last?: boolean;
}

/** A step where the pan is on: added vegetables and proteins join the dish after the last one. */
const COOKING = /\b(simmer|stir[- ]fr|fry|fried|saut|roast|bake|boil)\w*/i;
const BATTER_MIXED = /\b(wet ingredients into the dry|until just combined|batter)\b/i;

const BATTER: ReadonlySet<DishKind> = new Set(['pancakes', 'cake']);
/** Dishes with a pot on the stove that an added vegetable can go into. */
const SIMMERED: ReadonlySet<DishKind> = new Set([
  'curry',
  'stew',
  'soup',
  'noodle-soup',
  'risotto',
  'pasta',
]);

function sentenceFor(line: KitchenLine, kind: DishKind | null): Sentence {
  const { role, ingredient } = line;
  if (kind === 'smoothie') return { moment: 'start', write: (n) => `Add the ${n} to the blender.` };
  switch (role) {
    case 'aromatic':
      return {
        moment: 'start',
        write: (n) => `Finely chop the ${n} and cook with the first ingredients in the pan.`,
      };
    case 'fruit':
      if (kind && BATTER.has(kind)) {
        // 'cook': once the batter is mixed, before the pan goes on.
        const verb =
          ingredient.name === 'banana' ? 'Mash the # with a fork and fold' : 'Fold the #';
        return {
          moment: 'cook',
          after: BATTER_MIXED,
          write: (n) => `${verb.replace('#', n)} into the batter.`,
        };
      }
      return { moment: 'serve', write: (n) => `Top with the ${n}.` };
    case 'greens':
      return kind === 'salad'
        ? { moment: 'finish', write: (n) => `Toss in the ${n}.` }
        : {
            moment: 'finish',
            write: (n) => `Stir in the ${n} for the last 2 minutes, until just wilted.`,
          };
    case 'veg':
      if (kind && BATTER.has(kind)) {
        return {
          moment: 'cook',
          after: BATTER_MIXED,
          write: (n) => `Finely grate the ${n} and fold into the batter.`,
        };
      }
      if (kind === 'salad') {
        return { moment: 'finish', write: (n) => `Add the ${n}, cut into bite-size pieces.` };
      }
      if (kind === 'omelette') {
        return {
          moment: 'start',
          write: (n) =>
            `Cook the ${n}, chopped, in a little oil for 5 minutes; add it with the eggs.`,
        };
      }
      return kind && SIMMERED.has(kind)
        ? {
            moment: 'cook',
            after: COOKING,
            last: true,
            write: (n) =>
              `Add the ${n}, cut into bite-size pieces, and simmer for 5 to 8 minutes until tender.`,
          }
        : {
            moment: 'cook',
            after: COOKING,
            last: true,
            write: (n) =>
              `Steam or pan-fry the ${n}, cut into bite-size pieces, for 5 to 8 minutes until tender.`,
          };
    case 'protein':
      if (ingredient.category === 'eggs') {
        return {
          moment: 'serve',
          write: (n) => `Fry or poach the ${n} and set them on top to serve.`,
        };
      }
      if (ingredient.category === 'legumes') {
        return {
          moment: 'cook',
          after: COOKING,
          last: true,
          write: (n) => `Stir in the ${n} and heat through for 5 minutes.`,
        };
      }
      return {
        moment: 'cook',
        after: COOKING,
        last: true,
        write: (n) =>
          `Season the ${n}, sear in a hot pan until cooked through, then add to the dish.`,
      };
    case 'base':
      return { moment: 'serve', write: (n) => `Serve with the ${n}.` };
    case 'dairy':
      return ingredient.defaultUnit === 'g'
        ? { moment: 'serve', write: (n) => `Scatter over the ${n} just before serving.` }
        : { moment: 'finish', write: (n) => `Stir in the ${n} at the end.` };
    case 'nut':
      return { moment: 'serve', write: (n) => `Scatter with the ${n}.` };
    case 'herb':
      return { moment: 'serve', write: (n) => `Finish with the chopped ${n}.` };
    case 'sweet':
      return { moment: 'serve', write: (n) => `Drizzle or scatter with the ${n}.` };
    case 'raising':
      return { moment: 'start', write: (n) => `Whisk the ${n} into the dry ingredients.` };
    case 'liquid':
      return { moment: 'cook', write: (n) => `Pour in the ${n} and simmer for a few minutes.` };
    case 'fat':
      return { moment: 'start', write: (n) => `Use the ${n} to cook with.` };
    case 'sauce':
      // A curry paste is fried at the start, as the dish's own paste is.
      if (/curry paste/.test(ingredient.name) && kind && SIMMERED.has(kind)) {
        return {
          moment: 'start',
          after: /\bfry\b[^.]*(paste|fragrant)/i,
          write: (n) => `Stir in the ${n} with it.`,
        };
      }
      return { moment: 'finish', write: (n) => `Season with the ${n} to taste.` };
    default:
      return { moment: 'finish', write: (n) => `Season with the ${n} to taste.` };
  }
}

/** One step per kind of addition ("Top with the blueberries and raspberries."). */
export function stepsForAdded(lines: readonly KitchenLine[], kind: DishKind | null): AddedStep[] {
  const groups = new Map<string, { sentence: Sentence; names: string[] }>();
  for (const line of lines) {
    const sentence = sentenceFor(line, kind);
    const key = sentence.write('#');
    const group = groups.get(key) ?? { sentence, names: [] };
    group.names.push(line.name);
    groups.set(key, group);
  }
  return [...groups.values()].map(({ sentence, names }) => ({
    moment: sentence.moment,
    text: sentence.write(listOf(names)),
    ...(sentence.after ? { after: sentence.after, last: sentence.last ?? false } : {}),
  }));
}

/** The steps with the additions placed: start after the first step, serve at the end. */
export function placeSteps(steps: readonly string[], added: readonly AddedStep[]): string[] {
  const anchored = added.filter((a) => a.after && steps.some((s) => a.after!.test(s)));
  const rest = added.filter((a) => !anchored.includes(a));
  const at = (moment: StepMoment) => rest.filter((a) => a.moment === moment).map((a) => a.text);
  const out = [...steps];
  const last = steps.length;
  // From the end backwards, so the earlier positions stay where they were.
  out.push(...at('serve'));
  out.splice(Math.max(1, last - 1), 0, ...at('finish'));
  out.splice(Math.max(1, last - 2), 0, ...at('cook'));
  out.splice(Math.min(1, last), 0, ...at('start'));
  for (const step of anchored) {
    const matches = (s: string) => step.after!.test(s);
    out.splice((step.last ? out.findLastIndex(matches) : out.findIndex(matches)) + 1, 0, step.text);
  }
  return out;
}
