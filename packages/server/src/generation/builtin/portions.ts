// How much of a food a dish needs for a number of servings, when the chef adds it himself (it
// was named but the template lacks it, or the dish is built from scratch). Figures per serving
// are common recipe portions: 150 g cooked grains (about 50 g dry), 120 g cooked pulses, 125 g
// meat (40 g of bacon or another cured meat), 130 g fish, 80 g vegetables (one of the UK's "5 a day" portions), 40 g oats for
// porridge (pasta and noodles written as the dry weight holding a cooked portion's carbohydrate,
// as bought); seasonings per dish rather than per head beyond a point.
import { CATALOGUE, soldDryFormFor, type CatalogueIngredient } from '@roastie/core';
import type { DishKind } from './dish-kinds.ts';
import { asPieces, roundAmount, type KitchenAmount } from './kitchen-amounts.ts';
import { CHEESE, CURED_MEAT, isFlour, type Role } from './roles.ts';

const between = (min: number, value: number, max: number) => Math.min(max, Math.max(min, value));

/** Millilitres of milk per serving where milk is the point (porridge, smoothies, batters). */
const MILK_PER_SERVING: Partial<Record<DishKind, number>> = {
  porridge: 200,
  smoothie: 150,
  // A cheese sauce for pasta: half a litre for four.
  pasta: 125,
  pancakes: 80,
  cake: 30,
  // Into the mash, or the white sauce of a fish pie.
  pie: 75,
  // The custard of a quiche, with its eggs.
  quiche: 50,
  // The cream of a lemon or chocolate tart, or the milk of a custard one.
  'custard-tart': 25,
  // Cream whipped for a trifle or a tiramisu.
  'layered-dessert': 60,
  // A spoonful to loosen a rarebit's cheese.
  toast: 15,
  // A batter of 300 ml to four.
  'batter-bake': 75,
  // About 280 ml of buttermilk to a loaf of 360 g of flour, cut into eight.
  'quick-bread': 35,
  // A splash to loosen the mash.
  mash: 25,
  // Milk soaks a meatloaf's crumbs: about 120 ml for four.
  meatballs: 30,
};

function grams(ingredient: CatalogueIngredient, total: number): KitchenAmount {
  return asPieces(ingredient, total) ?? { amount: roundAmount(total, 'g', ingredient), unit: 'g' };
}

function spoon(ingredient: CatalogueIngredient, unit: 'tbsp' | 'tsp', total: number) {
  return { amount: roundAmount(total, unit, ingredient), unit };
}

function baseGrams(ingredient: CatalogueIngredient, kind: DishKind | null): number {
  if (isFlour(ingredient)) {
    // A white sauce thickens with about 10 g of flour a head; batters are mostly flour; a fruit
    // pie's juices set with a spoonful of starch.
    if (kind === 'fruit-pie') return 4;
    // Cornflour sets a pot of cream: about 45 g to 600 ml.
    if (kind === 'set-cream') return 8;
    // A spoonful of starch thickens a soup or a sauce, or coats a stir-fry's chicken.
    if (
      /starch|cornflour|arrowroot/.test(ingredient.name) &&
      kind !== 'cake' &&
      kind !== 'pancakes'
    )
      return 4;
    // A loaf of about 360 g of flour (or meal) cut into eight, shared by its flours.
    if (kind === 'quick-bread') return 45;
    // A batch of 24 cookies takes about 250 g of flour.
    if (kind === 'cookies') return 20;
    return kind === 'pancakes' || kind === 'cake' || kind === 'batter-bake'
      ? 35
      : kind === 'pasta' || kind === 'pie'
        ? 10
        : 20;
  }
  // Pastry for a pie: two crusts of a 23 cm pie for eight, a lid, or one tart case.
  // A hand pie is mostly pastry: a pasty takes about 110 g, a sausage roll's puff less; filo is a
  // few thin sheets.
  if (/pastry/.test(ingredient.name)) {
    if (kind === 'hand-pies')
      return /filo/.test(ingredient.name) ? 40 : /puff/.test(ingredient.name) ? 80 : 110;
    return kind === 'fruit-pie' ? 60 : kind === 'custard-tart' ? 40 : 50;
  }
  // A calzone is a pizza base folded over.
  if (/dough/.test(ingredient.name)) return 130;
  // Croutons are scattered over a salad: a small handful each.
  if (/crouton/.test(ingredient.name)) return 15;
  // Crumbs bind a burger or meatballs (about 60 g for 500 g of mince), or coat a cutlet.
  if (/crumbs/.test(ingredient.name)) return kind === 'crumbed' ? 25 : 12;
  if (/^oats-/.test(ingredient.id)) {
    return kind === 'pancakes'
      ? 30
      : kind === 'smoothie'
        ? 15
        : kind === 'cake' || kind === 'cookies'
          ? 20
          : 40;
  }
  // Eight wrappers or so a head.
  if (kind === 'dumplings') return 60;
  // A tray of nachos: a big handful of chips each.
  if (kind === 'nachos') return 60;
  // A stuffed vegetable holds a little grain, not a plate of it.
  if (kind === 'stuffed') return 50;
  // Potato sliced into a moussaka is a layer, not a plate of mash.
  // Potato diced into a hand pie's filling is part of it, not a plate of potatoes.
  if (ingredient.category === 'vegetables')
    return kind === 'lasagne' ? 80 : kind === 'hand-pies' ? 60 : 200;
  if (/dry$/.test(ingredient.id)) return 75;
  return kind === 'soup' ? 60 : 150;
}

/**
 * Pasta and noodles in grams are read as bought, dry (docs/decisions/0012-ingredient-line-parser.md):
 * a cooked portion is written as the dry weight holding the same carbohydrate (150 g of cooked
 * spaghetti is about 62 g from the packet).
 */
function asBought(ingredient: CatalogueIngredient, cookedGrams: number): number {
  const dry = soldDryFormFor(ingredient, { name: ingredient.name, unit: 'g' }, CATALOGUE);
  if (dry === ingredient || dry.per100g.carbs === 0) return cookedGrams;
  return (cookedGrams * ingredient.per100g.carbs) / dry.per100g.carbs;
}

/** Eggs a head where they are not one each: the omelette's two, a batter's half, a binder's share. */
const EGGS_PER_SERVING: Partial<Record<DishKind, number>> = {
  // One egg glazes a tart's border.
  'open-tart': 0.25,
  omelette: 2,
  // Two scrambled in a breakfast burrito.
  tacos: 2,
  pancakes: 0.5,
  cake: 0.5,
  // Two eggs to a batch of 24 cookies.
  cookies: 0.17,
  // One egg binds 500 g of mince.
  burger: 0.25,
  meatballs: 0.25,
  // Two eggs coat four cutlets, or lighten a tiramisu's cream.
  crumbed: 0.4,
  'layered-dessert': 0.4,
  // Five eggs set the custard of a tart for eight.
  'custard-tart': 0.6,
  // Two eggs set a moussaka's yoghurt topping for six.
  lasagne: 0.35,
  // Three eggs to a batter for four; one glazes four hand pies; two in a cornbread.
  'batter-bake': 0.75,
  'quick-bread': 0.25,
  'hand-pies': 0.25,
  // Four or five yolks (or eggs) set six pots.
  'set-cream': 0.75,
};

/** A steak or fillet wrapped whole (a beef Wellington, a salmon en croûte): a plate's portion. */
const WHOLE_CUT = /sirloin|tenderloin|fillet|salmon|cod|haddock|trout/;

function proteinAmount(ingredient: CatalogueIngredient, kind: DishKind | null, servings: number) {
  if (ingredient.category === 'eggs') {
    // A boiled egg is served whole: one a head (a Scotch egg, a Cobb salad).
    const perServing = /boiled/.test(ingredient.id) ? 1 : ((kind && EGGS_PER_SERVING[kind]) ?? 1);
    return { amount: Math.max(1, Math.round(perServing * servings)), unit: 'piece' };
  }
  // A dumpling holds a teaspoon of filling: less than a plate's portion; a Scotch egg's sausage
  // meat is a thin coat round the egg.
  // Cured meats season a dish: two rashers of bacon a head, not a steak's weight.
  const perServing = CURED_MEAT.test(ingredient.name)
    ? 40
    : kind === 'hand-pies' && WHOLE_CUT.test(ingredient.id)
      ? 150
      : kind === 'dumplings' ||
          (kind === 'hand-pies' && !WHOLE_CUT.test(ingredient.id)) ||
          (kind === 'crumbed' && /sausage/.test(ingredient.id))
        ? 80
        : ingredient.category === 'legumes'
          ? /tofu|tempeh/.test(ingredient.name)
            ? kind === 'quiche' || kind === 'custard-tart' || kind === 'set-cream'
              ? 60
              : 100
            : kind === 'soup'
              ? 80
              : 120
          : ingredient.category === 'fish-seafood'
            ? kind === 'sushi'
              ? 60
              : ingredient.name.includes('shrimp')
                ? 100
                : 130
            : 125;
  return grams(ingredient, perServing * servings);
}

function liquidMl(ingredient: CatalogueIngredient, kind: DishKind | null): number {
  if (ingredient.category === 'drinks' && kind === 'smoothie') return 100;
  // Coffee to dip the biscuits of a tiramisu in.
  if (ingredient.category === 'drinks' && kind === 'layered-dessert') return 40;
  // Tomato sauce spread thinly inside a calzone, or a spoonful to moisten a pie's filling.
  if (kind === 'hand-pies') return 50;
  // The cream of a custard set in a tart (coconut cream in a vegan one).
  if (kind === 'custard-tart') return 25;
  if (ingredient.id.startsWith('broth-')) {
    return kind === 'soup'
      ? 300
      : kind === 'noodle-soup'
        ? 400
        : kind === 'risotto'
          ? 200
          : kind === 'stew'
            ? 120
            : 80;
  }
  return 100;
}

export function portionFor(
  ingredient: CatalogueIngredient,
  role: Role,
  kind: DishKind | null,
  servings: number,
): KitchenAmount {
  const { name, defaultUnit } = ingredient;
  switch (role) {
    case 'base': {
      // Biscuits and sponge for layering are weighed: about 50 g a glass; a tart's biscuit
      // crust, about 200 g.
      if (kind === 'layered-dessert' && ingredient.category === 'bread-bakery') {
        return grams(ingredient, 50 * servings);
      }
      if (kind === 'custard-tart' && !/pastry/.test(name)) return grams(ingredient, 25 * servings);
      // Pastry is weighed; a bun or a slice is counted.
      if (
        ingredient.category === 'bread-bakery' &&
        ingredient.household.piece &&
        !/pastry|dough/.test(name)
      ) {
        // A whole loaf (a baguette) is shared: a quarter each.
        if (ingredient.household.piece >= 150) {
          return { amount: roundAmount(servings / 4, 'piece', ingredient), unit: 'piece' };
        }
        const perServing =
          /tortilla/.test(name) || kind === 'toast' || kind === 'set-cream' ? 2 : 1;
        return { amount: perServing * servings, unit: 'piece' };
      }
      return grams(ingredient, asBought(ingredient, baseGrams(ingredient, kind) * servings));
    }
    case 'protein':
      return proteinAmount(ingredient, kind, servings);
    case 'veg':
      if (name === 'avocado') {
        // A guacamole is mostly avocado.
        const each = kind === 'dip' ? 0.75 : 0.5;
        return { amount: roundAmount(servings * each, 'piece', ingredient), unit: 'piece' };
      }
      // A sheet of nori to a roll, a roll each.
      if (/nori/.test(name)) return { amount: Math.max(1, servings), unit: 'piece' };
      // One or two halves each, filled.
      if (kind === 'stuffed') {
        return grams(ingredient, (/canned|passata|sauce/.test(name) ? 80 : 150) * servings);
      }
      // A leaf and a slice of tomato in each bun.
      if (kind === 'burger') return grams(ingredient, 40 * servings);
      // A dip is mostly its roasted vegetable (baba ganoush); what is chopped in is a little.
      if (kind === 'dip')
        return grams(ingredient, (/eggplant|pepper|squash|beet/.test(name) ? 200 : 50) * servings);
      if (kind === 'cake' || kind === 'pancakes') return grams(ingredient, 30 * servings);
      // Aubergine or courgette is most of a layered bake (an aubergine or two in a moussaka).
      if (kind === 'lasagne')
        return grams(ingredient, (/eggplant|zucchini/.test(name) ? 100 : 40) * servings);
      return grams(ingredient, (kind === 'soup' || kind === 'salad' ? 100 : 80) * servings);
    case 'greens':
      return grams(ingredient, (kind === 'salad' ? 50 : 40) * servings);
    case 'aromatic': {
      if (name === 'garlic') {
        // Raw in a dip, a clove or two is plenty.
        return {
          amount: kind === 'dip' ? between(1, servings / 2, 2) : between(2, servings, 6),
          unit: 'piece',
        };
      }
      if (name === 'ginger') return grams(ingredient, 5 * servings);
      if (name === 'spring onion') return { amount: between(2, servings, 6), unit: 'piece' };
      if (name === 'shallot')
        return { amount: between(1, Math.round(servings / 2), 4), unit: 'piece' };
      return { amount: roundAmount(Math.max(1, servings / 4), 'piece', ingredient), unit: 'piece' };
    }
    case 'fruit': {
      // Zest is spooned: the grated peel of a lemon or two.
      if (defaultUnit === 'tsp') return spoon(ingredient, 'tsp', between(1, servings / 2, 4));
      // The fruit is the dish: about a kilo in a pie for eight, 150 g a bowl of fruit salad.
      if (kind === 'fruit-pie') return grams(ingredient, 125 * servings);
      if (kind === 'fruit-salad') return grams(ingredient, 150 * servings);
      // Berries over a tart or beside a pot of cream: a punnet or two.
      if (kind === 'custard-tart') return grams(ingredient, 30 * servings);
      if (kind === 'set-cream')
        return grams(ingredient, (/^dried|raisins|currants/.test(name) ? 15 : 40) * servings);
      const piece = ingredient.household.piece;
      if (defaultUnit === 'piece' && piece && piece >= 50) {
        return { amount: roundAmount(servings / 2, 'piece', ingredient), unit: 'piece' };
      }
      return grams(ingredient, (/^dried|raisins|currants/.test(name) ? 15 : 60) * servings);
    }
    case 'dairy': {
      if (defaultUnit === 'ml') {
        // A pot of set cream is about 90 ml of cream, or 80 ml of milk (a crème caramel).
        if (kind === 'set-cream') {
          const ml = /cream/.test(name) ? 90 : 80;
          return { amount: roundAmount(ml * servings, 'ml', ingredient), unit: 'ml' };
        }
        const perServing = MILK_PER_SERVING[kind ?? 'bowl'];
        return { amount: roundAmount((perServing ?? 50) * servings, 'ml', ingredient), unit: 'ml' };
      }
      // A can of condensed milk is a key lime pie's custard.
      if (defaultUnit === 'tbsp')
        return spoon(ingredient, 'tbsp', kind === 'custard-tart' ? 2 * servings : servings);
      if (defaultUnit === 'cup')
        return grams(ingredient, (kind === 'smoothie' ? 75 : kind === 'dip' ? 100 : 50) * servings);
      if (kind === 'layered-dessert') return grams(ingredient, 80 * servings);
      if (kind === 'nachos') return grams(ingredient, 40 * servings);
      // Cheese melted on two slices of toast, or in a quesadilla or over enchiladas.
      if (kind === 'toast' && CHEESE.test(name)) return grams(ingredient, 50 * servings);
      if (kind === 'tacos' && CHEESE.test(name)) return grams(ingredient, 40 * servings);
      return grams(ingredient, 25 * servings);
    }
    case 'nut':
      // A flax egg is a tablespoon of flaxseed an egg, where eggs bind a batter or a dough.
      if (/flax/.test(name) && kind !== null && EGGS_PER_SERVING[kind] !== undefined)
        return spoon(ingredient, 'tbsp', Math.max(1, EGGS_PER_SERVING[kind]! * servings));
      // Chia seeds set a porridge soaked overnight: a heaped tablespoon or two a bowl.
      if (kind === 'porridge' && /chia/.test(name))
        return spoon(ingredient, 'tbsp', 1.5 * servings);
      if (defaultUnit === 'tbsp') return spoon(ingredient, 'tbsp', servings / 2);
      return grams(ingredient, 15 * servings);
    case 'fat':
      // A cake's butter (or oil) is a good part of its weight: about 160 g to 280 g of flour, as
      // in a butter sponge or a batch of cookies; elsewhere a spoonful or two to cook with.
      if (kind === 'cake') return grams(ingredient, 20 * servings);
      // About 170 g of butter to 24 cookies.
      if (kind === 'cookies') return grams(ingredient, 14 * servings);
      return spoon(ingredient, 'tbsp', between(1, servings / 2, 3));
    case 'liquid':
      return {
        amount: roundAmount(liquidMl(ingredient, kind) * servings, 'ml', ingredient),
        unit: 'ml',
      };
    case 'sauce':
      // Pesto is a pasta's whole sauce: about two tablespoons a plate.
      if (kind === 'pasta' && /pesto/.test(name)) return spoon(ingredient, 'tbsp', 2 * servings);
      if (defaultUnit === 'tsp') return spoon(ingredient, 'tsp', between(0.5, servings / 4, 2));
      return spoon(ingredient, 'tbsp', between(1, servings / 2, 4));
    case 'acid':
      // The juice is a lemon or lime tart's flavour: about 120 ml for eight.
      if ((kind === 'custard-tart' || kind === 'set-cream') && defaultUnit !== 'piece')
        return spoon(ingredient, 'tbsp', between(2, servings, 10));
      if (defaultUnit === 'piece')
        return { amount: between(1, Math.round(servings / 4), 2), unit: 'piece' };
      return spoon(ingredient, 'tbsp', between(1, servings / 2, 3));
    case 'spice': {
      // Custard powder for a trifle's custard: about 50 g to the pint.
      if (/custard/.test(name)) return grams(ingredient, 8 * servings);
      if (defaultUnit === 'piece' && ingredient.household.piece) {
        return { amount: between(1, Math.round(servings / 4), 3), unit: 'piece' };
      }
      // A pinch of salt in a batch of cookies or a cake, not a savoury dish's seasoning.
      if (name === 'salt' && (kind === 'cookies' || kind === 'cake'))
        return spoon(ingredient, 'tsp', 0.5);
      const perServing = name === 'black pepper' ? 0.125 : 0.25;
      return spoon(ingredient, 'tsp', between(0.25, perServing * servings, 2));
    }
    case 'herb':
      return spoon(ingredient, 'tbsp', between(1, servings, 4));
    case 'sweet':
      // Brown and white sugar, about 100 g each, to 24 cookies; chocolate chopped in, 150 g.
      if (kind === 'cookies') return grams(ingredient, (/sugar/.test(name) ? 8 : 12) * servings);
      if (defaultUnit === 'piece') return { amount: servings, unit: 'piece' };
      if (defaultUnit === 'g' || defaultUnit === 'cup') return grams(ingredient, 25 * servings);
      if (/sugar/.test(name) && kind === 'cake') return grams(ingredient, 20 * servings);
      if (/sugar/.test(name) && kind === 'set-cream') return grams(ingredient, 15 * servings);
      // Sugar sweetens a tiramisu's or a trifle's cream, or is half a meringue (Eton mess).
      if (/sugar/.test(name) && kind === 'layered-dessert') return grams(ingredient, 20 * servings);
      if (/sugar/.test(name) && (kind === 'fruit-pie' || kind === 'custard-tart'))
        return grams(ingredient, 18 * servings);
      return spoon(ingredient, 'tbsp', between(1, servings / 2, 4));
    case 'raising':
      return spoon(
        ingredient,
        'tsp',
        between(
          0.25,
          // Two teaspoons of powdered gelatin set about 600 ml of cream.
          (name === 'baking powder' ? 0.5 : /gelatin/.test(name) ? 0.35 : 0.125) * servings,
          3,
        ),
      );
  }
}
