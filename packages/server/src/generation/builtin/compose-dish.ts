// A dish built from scratch when no seed recipe fits: the plan's parts (dish-plans.ts), with the
// foods the cook named in place of the defaults, the cuisine's flavours, the diet respected, and
// a method written from the result (plan-methods-*.ts).
import type { CatalogueIngredient } from '@roastie/core';
import { applyLowGi } from './apply-low-gi.ts';
import { constraintVerdict, meetsAll } from './constraint-swaps.ts';
import type { DishKind } from './dish-kinds.ts';
import { EGGS_BIND, eggStandIn, SWEET_DISHES } from './dish-traits.ts';
import { CUISINE_FLAVOURS, DISH_PLANS, SAVOURY_SEASONING } from './dish-plans.ts';
import { mentionedIds, mergeDuplicates, type Draft } from './draft.ts';
import { leavesOutStarch, proteinForGoal } from './nutrition-goals.ts';
import { food } from './find-ingredients.ts';
import type { KitchenLine } from './kitchen-line.ts';
import { partsOf, type Parts } from './plan-parts.ts';
import * as savoury from './plan-methods-savoury.ts';
import * as rice from './plan-methods-rice.ts';
import * as sweet from './plan-methods-sweet.ts';
import * as cold from './plan-methods-cold.ts';
import * as pies from './plan-methods-pies.ts';
import * as shaped from './plan-methods-shaped.ts';
import * as baked from './plan-methods-baked.ts';
import { mashed } from './plan-methods-mash.ts';
import { assembled } from './plan-methods-assembled.ts';
import { isPizza, pizza } from './plan-methods-pizza.ts';
import { wrapped } from './plan-methods-wraps.ts';
import { portionFor } from './portions.ts';
import type { Intent } from './read-description.ts';
import { CHEESE, isFlour, roleOf, type Role } from './roles.ts';

/** Each kind's method, from the parts and the dish's name (a quesadilla is not made as tacos). */
const METHODS: Record<DishKind, (p: Parts, dish: string | null) => string[]> = {
  curry: (p) => savoury.simmered(p, '15 to 20 minutes, until thick'),
  stew: (p) => savoury.simmered(p, '40 minutes to an hour, until everything is tender'),
  soup: (p) => savoury.simmered(p, '20 to 25 minutes, until soft', savoury.isPuree(p)),
  'noodle-soup': savoury.noodleSoup,
  'stir-fry': (p) => rice.stirFried(p, false),
  'fried-rice': rice.friedRice,
  pasta: savoury.pasta,
  risotto: rice.risotto,
  traybake: savoury.roasted,
  salad: (p) => assembled(p, 'salad'),
  bowl: (p) => assembled(p, 'bowl'),
  tacos: wrapped,
  toast: (p, dish) => (isPizza(dish) ? pizza(p) : assembled(p, 'toast')),
  lasagne: savoury.layered,
  omelette: savoury.omelette,
  pancakes: sweet.pancakes,
  porridge: sweet.porridge,
  smoothie: sweet.smoothie,
  cake: sweet.cake,
  pie: pies.savouryPie,
  'fruit-pie': pies.fruitPie,
  dip: cold.dip,
  burger: shaped.burger,
  meatballs: shaped.meatballs,
  'fruit-salad': cold.fruitSalad,
  quiche: pies.quiche,
  'custard-tart': pies.custardTart,
  'open-tart': pies.openTart,
  stuffed: savoury.stuffed,
  'layered-dessert': sweet.layeredDessert,
  crumbed: shaped.crumbed,
  sushi: rice.sushi,
  nachos: savoury.nachos,
  granola: sweet.granola,
  cookies: sweet.cookies,
  dumplings: shaped.dumplings,
  'batter-bake': baked.batterBake,
  'hand-pies': baked.handPies,
  'set-cream': sweet.setCream,
  'quick-bread': baked.quickBread,
  mash: mashed,
};

/**
 * Vegetables a dish is named for are its body (a tomato soup is mostly tomatoes): half as much
 * again as a side portion.
 */
const BODY_SHARE = 1.5;

/**
 * Words that name a dish for its vegetables ("vegetable lasagne", "veg pie"): it takes no meat or
 * fish the cook did not name.
 */
const VEGETABLE_WORDS = ['vegetable', 'veg', 'veggie'] as const;
const isMeatOrFish = (entry: CatalogueIngredient) =>
  entry.category === 'meat' || entry.category === 'fish-seafood';

/**
 * Kinds whose base is the dish's layers, not a side: a classic dish of the kind names its own
 * (a moussaka's potato, an aubergine parmigiana's aubergine alone), so the plan's pasta stays out.
 */
const LAYERS_NAMED_BY_DISH: ReadonlySet<DishKind> = new Set(['lasagne', 'layered-dessert']);

/** One of several foods sharing the plate: together they are half as much again as one. */
const shareOf = (group: ReadonlySet<string>, id: string) =>
  group.has(id) && group.size > 1 ? 1.5 / group.size : 1;

/** Dishes whose meat gives way to tofu when the diet rules it out (a wok, a broth, a roll, a dumpling). */
const TOFU_DISHES: ReadonlySet<DishKind> = new Set([
  'stir-fry',
  'fried-rice',
  'noodle-soup',
  'sushi',
  'dumplings',
]);

/** What a cuisine's own flavours replace in a plan. */
const CUISINE_SEASONED: ReadonlySet<Role> = new Set(['spice', 'herb', 'acid', 'sauce', 'nut']);

const ROLE_ORDER: readonly Role[] = [
  'base',
  'protein',
  'veg',
  'greens',
  'fruit',
  'aromatic',
  'liquid',
  'dairy',
  'fat',
  'spice',
  'sauce',
  'acid',
  'herb',
  'nut',
  'sweet',
  'raising',
];

const PRODUCE_ROLES: ReadonlySet<Role> = new Set(['veg', 'greens', 'fruit']);

/**
 * A stand-in for a dairy food that is otherwise poured as a liquid (coconut cream for soured
 * cream or cream) is spooned and measured as the dairy was: a few spoonfuls at the table, not
 * 100 ml a head of sauce.
 */
function pouredAsDairy(
  entry: CatalogueIngredient,
  replaced: CatalogueIngredient | undefined,
): replaced is CatalogueIngredient {
  return replaced !== undefined && roleOf(entry) === 'liquid' && roleOf(replaced) === 'dairy';
}

/** A default the diet rules out: its replacement, or nothing. Eggs have their own stand-ins. */
function forDiet(entry: CatalogueIngredient, intent: Intent, kind: DishKind) {
  if (entry.category === 'eggs' && !meetsAll(entry, intent.constraints)) {
    const standIn = eggStandIn(kind, entry);
    return standIn === null ? null : food(standIn);
  }
  const verdict = constraintVerdict(entry, intent.constraints, kind);
  if (verdict.keep) return entry;
  return verdict.replacement;
}

export function composeDish(kind: DishKind, intent: Intent, servings: number): Draft {
  const plan = DISH_PLANS[kind];
  const named = intent.mentioned;
  const namedWith = (roles: (role: Role) => boolean) => named.filter((m) => roles(roleOf(m)));
  // Named for its vegetables or starch ("leek and potato soup"): made of them, not of the plan's
  // defaults. A chicken soup still gets the plan's vegetables.
  const vegetableDish =
    plan.defaultsOnlyWhenPlain === true &&
    namedWith((r) => PRODUCE_ROLES.has(r) || r === 'base' || r === 'aromatic').length > 0;
  // A dish word that names what the dish is made of (CLASSIC_DISHES) brings its own vegetables,
  // and no protein when it has none (a caprese salad); its starch on the side still comes from
  // the plan (rice with a tikka masala), and a protein from the plan when none was named (chicken
  // in a pho, chickpeas in a vegan tikka masala).
  const takes = {
    base:
      !vegetableDish &&
      !intent.whole &&
      !(intent.complete && LAYERS_NAMED_BY_DISH.has(kind)) &&
      !leavesOutStarch(kind, intent),
    protein: !vegetableDish && !intent.whole && !intent.meatless,
    produce: !vegetableDish && !intent.whole && !intent.complete,
  };
  // Oats in a cookie are folded into the dough: they take no flour's place.
  const replaces = (entry: CatalogueIngredient) =>
    !(kind === 'cookies' && entry.id.startsWith('oats-'));
  const defaults = (
    names: readonly string[],
    roles: (role: Role) => boolean,
    part: keyof typeof takes,
  ) => (!takes[part] || namedWith(roles).some(replaces) ? [] : names.map(food));
  const cuisineFlavours =
    intent.cuisine && !intent.whole ? (CUISINE_FLAVOURS[intent.cuisine] ?? []) : [];
  // Sushi is seasoned in its rice and dipped in soy sauce: no salt and pepper beside.
  const flavours =
    SWEET_DISHES.has(kind) || kind === 'sushi' ? [] : [...SAVOURY_SEASONING, ...cuisineFlavours];
  // A cuisine brings its own seasoning: the plan's spices, herbs and acid give way to it (no cumin
  // and lemon in a miso soup); its onion, garlic, fat and stock stay.
  const namedBroth = named.some((entry) => entry.id.startsWith('broth-'));
  // A squeeze the cook or the dish names (lime in a guacamole) is the dish's acid.
  const namedAcid = named.some((entry) => roleOf(entry) === 'acid');
  // A cheese the cook names is the dish's cheese (goat's cheese in a leek tart, not gruyère too).
  // A dish word that spells out what it is made of brings its own cheese, or none (no parmesan
  // in a khichdi, none beside the pecorino of a cacio e pepe).
  const ownCheese = intent.complete || named.some((entry) => CHEESE.test(entry.name));
  const always = (
    intent.whole ? [] : [...plan.always, ...(intent.complete ? [] : (plan.plainOnly ?? []))]
  )
    .map(food)
    // A dish whose word says what it is made of brings its own vegetables (no tinned tomatoes in
    // a carbonara).
    .filter((entry) => !intent.complete || !PRODUCE_ROLES.has(roleOf(entry)))
    .filter((entry) => cuisineFlavours.length === 0 || !CUISINE_SEASONED.has(roleOf(entry)))
    // A stock the dish names (beef for French onion soup) is the stock it uses.
    .filter((entry) => !(namedBroth && entry.id.startsWith('broth-')))
    .filter((entry) => !(namedAcid && roleOf(entry) === 'acid'))
    .filter((entry) => !(ownCheese && CHEESE.test(entry.name)));
  // A default meat or fish the constraints rule out gives way to a plant protein: lentils for
  // mince, tofu in a wok or a noodle broth, chickpeas elsewhere; so does the meat of a dish named
  // for its vegetables ("vegetable lasagne" is the "veggie lasagne").
  const forVegetables =
    VEGETABLE_WORDS.some((word) => intent.words.has(word)) && !named.some(isMeatOrFish);
  const protein = defaults(plan.protein, (r) => r === 'protein', 'protein')
    .map((entry) => proteinForGoal(entry, intent))
    .map((entry) =>
      (forDiet(entry, intent, kind) !== null && !forVegetables) || !isMeatOrFish(entry)
        ? entry
        : food(
            TOFU_DISHES.has(kind)
              ? 'tofu-firm'
              : /ground/.test(entry.id)
                ? 'lentils-green-boiled'
                : 'chickpeas-boiled',
          ),
    );
  // What each diet stand-in replaced, the cook's foods and the plan's alike.
  const standInFor = new Map(intent.standIns);
  const planned = [
    ...defaults(plan.base, (r) => r === 'base', 'base'),
    ...protein,
    ...defaults(plan.produce, (r) => PRODUCE_ROLES.has(r), 'produce'),
    ...always,
    ...flavours.map(food).filter((entry) => !(ownCheese && CHEESE.test(entry.name))),
  ]
    .map((entry) => {
      const kept = forDiet(entry, intent, kind);
      if (kept && kept.id !== entry.id) standInFor.set(kept.id, entry);
      return kept;
    })
    .filter((entry): entry is CatalogueIngredient => entry !== null);

  // A bake layered with vegetables instead of pasta (an aubergine parmigiana): they are its
  // layers, twice a bake's vegetable portion.
  const layeredWithVegetables =
    LAYERS_NAMED_BY_DISH.has(kind) &&
    ![...named, ...planned].some((entry) => entry.category === 'pasta-noodles');
  const excluded = new Set(intent.excluded.map((e) => e.id));
  const seen = new Set<string>();
  const lines: KitchenLine[] = [];
  // Several default vegetables share the plate: together half as much again as one would be.
  const produceDefaults = new Set(
    defaults(plan.produce, (r) => PRODUCE_ROLES.has(r), 'produce').map((entry) => entry.id),
  );
  // So do the vegetables a dish word implies (jambalaya's pepper and celery), and its proteins
  // (chicken, chorizo and shrimp).
  const impliedOf = (
    roles: (role: Role) => boolean,
    counts: (entry: CatalogueIngredient) => boolean = () => true,
  ) =>
    new Set(
      named
        .filter((entry) => intent.implied.has(entry.id) && roles(roleOf(entry)) && counts(entry))
        .map((entry) => entry.id),
    );
  // A dip's foods are not a plate's vegetables: its avocado or aubergine is the dish.
  const impliedProduce =
    kind === 'dip' ? new Set<string>() : impliedOf((r) => PRODUCE_ROLES.has(r));
  // Eggs that bind or coat (a meatloaf's, a Scotch egg's crumb) take no share of the protein.
  const impliedProtein = impliedOf(
    (r) => r === 'protein',
    (entry) => !(entry.category === 'eggs' && EGGS_BIND.has(kind)),
  );
  // A loaf's flours share its weight of flour (white and wholemeal, cornmeal and flour).
  const flours = [...named, ...planned].filter(
    (entry, i, all) => isFlour(entry) && all.findIndex((e) => e.id === entry.id) === i,
  ).length;
  for (const [entry, origin] of [
    ...named.map((e) => [e, 'mentioned'] as const),
    ...planned.map((e) => [e, 'plan'] as const),
  ]) {
    if (excluded.has(entry.id) || seen.has(entry.id)) continue;
    seen.add(entry.id);
    const replaced = standInFor.get(entry.id);
    const asDairy = pouredAsDairy(entry, replaced);
    const role = asDairy ? 'dairy' : roleOf(entry);
    const share =
      (intent.shares.get(entry.id) ?? 1) *
      (origin === 'plan' ? shareOf(produceDefaults, entry.id) : 1) *
      shareOf(impliedProduce, entry.id) *
      shareOf(impliedProtein, entry.id) *
      (kind === 'quick-bread' && isFlour(entry) && flours > 1 ? 1 / flours : 1) *
      (vegetableDish && origin === 'mentioned' && PRODUCE_ROLES.has(role) ? BODY_SHARE : 1) *
      (intent.body && intent.implied.has(entry.id) && PRODUCE_ROLES.has(role) ? 2 : 1) *
      (layeredWithVegetables && role === 'veg' && savoury.SLICED_LAYER.test(entry.name) ? 2 : 1);
    lines.push({
      ingredient: entry,
      // A lasagne's pasta is its sheets.
      name: kind === 'lasagne' && entry.id === 'pasta-dry' ? 'lasagne sheets' : entry.name,
      role,
      origin,
      ...portionFor(asDairy ? replaced : entry, role, kind, servings * share),
    });
  }
  // The list reads in the order a cook shops and preps: base, protein, produce, then the rest.
  lines.sort((a, b) => ROLE_ORDER.indexOf(a.role) - ROLE_ORDER.indexOf(b.role));
  const draft: Draft = { kind, servings, lines, steps: [], notes: [], toAdd: [] };
  if (intent.lowGi) applyLowGi(draft, mentionedIds(intent), intent.constraints);
  draft.lines = mergeDuplicates(draft.lines);
  draft.steps = METHODS[kind](partsOf(draft.lines), intent.dishPhrase);
  return draft;
}
