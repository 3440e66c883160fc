// Development set for the meal-GI calculation: real dishes and meals whose GI was MEASURED in
// people (glucose = 100), with the ingredient lines of one tested portion (servings: 1).
//
// Honesty notes, per dish:
// - measuredChecked: true when the measured GI was read from the source's abstract while building
//   this set; false when it is the value of the International Table as I know it and still needs
//   checking against the table itself.
// - amounts: 'reconstructed' means the source does not publish the recipe (commercial products,
//   home-made dishes of the tables) or I did not have the full paper: the lines are a typical recipe
//   scaled to about the tested carbohydrate portion (25 or 50 g). Their protein, fat and vinegar are
//   therefore estimates, which matters for the adjusted calculation.
// Sources:
//   HENRY2006: Henry CJK, Lightowler HJ, Kendall FL, Storey M. The impact of the addition of
//     toppings/fillings on the glycaemic response to commonly consumed carbohydrate foods.
//     Eur J Clin Nutr 2006;60:763-769 (abstract: cheddar lowered the GI of baked potato, pasta and
//     toast to 39, 27 and 35).
//   LILJEBERG1998: Liljeberg H, Bjorck I. Eur J Clin Nutr 1998;52:368-371: bread with vinegar GI 64
//     with white bread = 100, i.e. 46 with glucose = 100 (divided by 1.4, the bread-to-glucose
//     factor of Atkinson et al. 2008).
//   ITGI2002: Foster-Powell K, Holt SHA, Brand-Miller JC. International table of glycemic index and
//     glycemic load values: 2002. Am J Clin Nutr 2002;76:5-56, "Mixed meals and convenience foods"
//     and "Soups" (carried into Atkinson et al. Diabetes Care 2008;31:2281-2283).
import type { RecipeLine } from '../src/glycemic/resolve-recipe-lines.ts';

export interface DevDish {
  name: string;
  lines: RecipeLine[];
  measuredGi: number;
  source: string;
  measuredChecked: boolean;
  amounts: 'published' | 'reconstructed';
}

const g = (name: string, amount: number): RecipeLine => ({ name, amount, unit: 'g' });
const pc = (name: string, amount: number): RecipeLine => ({ name, amount, unit: 'piece' });

const HENRY = 'Henry et al. Eur J Clin Nutr 2006;60:763-769';
const ITGI = 'Foster-Powell et al. Am J Clin Nutr 2002;76:5-56 (ITGI 2002)';

export const GI_DEV_SET: readonly DevDish[] = [
  {
    name: 'Baked potato with cheddar cheese',
    measuredGi: 39,
    source: HENRY,
    measuredChecked: true,
    amounts: 'reconstructed',
    lines: [g('baked potato', 263), g('cheddar cheese', 40)],
  },
  {
    name: 'Pasta with cheddar cheese',
    measuredGi: 27,
    source: HENRY,
    measuredChecked: true,
    amounts: 'reconstructed',
    lines: [g('spaghetti', 172), g('cheddar cheese', 40)],
  },
  {
    name: 'White toast with cheddar cheese',
    measuredGi: 35,
    source: HENRY,
    measuredChecked: true,
    amounts: 'reconstructed',
    lines: [g('white bread', 104), g('cheddar cheese', 40)],
  },
  {
    name: 'White bread with vinegar',
    measuredGi: 46,
    source: 'Liljeberg & Bjorck. Eur J Clin Nutr 1998;52:368-371',
    measuredChecked: true,
    amounts: 'reconstructed',
    lines: [g('white bread', 104), g('white wine vinegar', 28)],
  },
  {
    name: 'Spaghetti bolognaise, home made',
    measuredGi: 52,
    source: ITGI,
    measuredChecked: false,
    amounts: 'reconstructed',
    lines: [
      g('spaghetti', 150),
      g('beef mince', 80),
      g('canned tomatoes', 120),
      g('onion', 40),
      g('carrot', 30),
      g('olive oil', 5),
    ],
  },
  {
    name: 'Sushi, salmon',
    measuredGi: 48,
    source: ITGI,
    measuredChecked: false,
    amounts: 'reconstructed',
    lines: [
      g('sushi rice', 160),
      g('rice vinegar', 15),
      g('sugar', 4),
      g('salmon', 40),
      pc('nori', 1),
    ],
  },
  {
    name: 'Stir-fried vegetables with chicken and boiled white rice',
    measuredGi: 73,
    source: ITGI,
    measuredChecked: false,
    amounts: 'reconstructed',
    lines: [
      g('white rice', 180),
      g('chicken breast', 100),
      g('broccoli', 60),
      g('red pepper', 50),
      g('soy sauce', 15),
      g('vegetable oil', 10),
    ],
  },
  {
    name: 'Pizza, cheese',
    measuredGi: 60,
    source: ITGI,
    measuredChecked: false,
    amounts: 'reconstructed',
    lines: [g('pizza base', 100), g('mozzarella', 50), g('tomato passata', 40)],
  },
  {
    name: 'Pizza, Super Supreme, pan',
    measuredGi: 36,
    source: ITGI,
    measuredChecked: false,
    amounts: 'reconstructed',
    lines: [
      g('pizza base', 100),
      g('mozzarella', 45),
      g('pepperoni', 20),
      g('ham', 20),
      g('beef mince', 15),
      g('mushroom', 20),
      g('bell pepper', 15),
      g('onion', 10),
      g('black olives', 10),
      g('tomato passata', 30),
      g('vegetable oil', 8),
    ],
  },
  {
    name: 'Pizza, Super Supreme, thin and crispy',
    measuredGi: 30,
    source: ITGI,
    measuredChecked: false,
    amounts: 'reconstructed',
    lines: [
      g('pizza base', 90),
      g('mozzarella', 45),
      g('pepperoni', 20),
      g('ham', 20),
      g('beef mince', 15),
      g('mushroom', 20),
      g('bell pepper', 15),
      g('onion', 10),
      g('black olives', 10),
      g('tomato passata', 30),
    ],
  },
  {
    name: 'Pizza, Vegetarian Supreme, thin and crispy',
    measuredGi: 49,
    source: ITGI,
    measuredChecked: false,
    amounts: 'reconstructed',
    lines: [
      g('pizza base', 90),
      g('mozzarella', 40),
      g('mushroom', 30),
      g('bell pepper', 30),
      g('onion', 15),
      g('black olives', 15),
      g('tomato', 30),
      g('tomato passata', 30),
    ],
  },
  {
    name: 'Macaroni and cheese, boxed',
    measuredGi: 64,
    source: ITGI,
    measuredChecked: false,
    amounts: 'reconstructed',
    lines: [g('macaroni', 160), g('cheddar cheese', 25), g('milk', 30), g('butter', 10)],
  },
  {
    name: 'Fish fingers',
    measuredGi: 38,
    source: ITGI,
    measuredChecked: false,
    amounts: 'reconstructed',
    lines: [g('cod', 120), g('breadcrumbs', 30), g('plain flour', 10), g('vegetable oil', 10)],
  },
  {
    name: 'Chicken nuggets, frozen, reheated',
    measuredGi: 46,
    source: ITGI,
    measuredChecked: false,
    amounts: 'reconstructed',
    lines: [
      g('chicken breast', 110),
      g('plain flour', 15),
      g('breadcrumbs', 20),
      g('egg', 10),
      g('vegetable oil', 12),
    ],
  },
  {
    name: 'Lentil soup',
    measuredGi: 44,
    source: ITGI,
    measuredChecked: false,
    amounts: 'reconstructed',
    lines: [
      g('lentils', 250),
      g('onion', 50),
      g('carrot', 50),
      g('celery', 40),
      g('canned tomatoes', 100),
      g('vegetable stock', 250),
      g('olive oil', 5),
    ],
  },
  {
    name: 'Minestrone',
    measuredGi: 39,
    source: ITGI,
    measuredChecked: false,
    amounts: 'reconstructed',
    lines: [
      g('kidney beans', 100),
      g('macaroni', 60),
      g('canned tomatoes', 150),
      g('carrot', 50),
      g('celery', 30),
      g('zucchini', 60),
      g('onion', 40),
      g('potato', 60),
      g('vegetable stock', 300),
      g('olive oil', 5),
    ],
  },
  {
    name: 'Tomato soup',
    measuredGi: 38,
    source: ITGI,
    measuredChecked: false,
    amounts: 'reconstructed',
    lines: [
      g('canned tomatoes', 300),
      g('sugar', 8),
      g('plain flour', 8),
      g('cream', 30),
      g('butter', 5),
      g('vegetable stock', 100),
    ],
  },
  {
    name: 'Black bean soup',
    measuredGi: 64,
    source: ITGI,
    measuredChecked: false,
    amounts: 'reconstructed',
    lines: [
      g('black beans', 250),
      g('onion', 50),
      g('bell pepper', 40),
      pc('garlic', 2),
      g('canned tomatoes', 60),
      g('vegetable stock', 250),
      g('olive oil', 5),
    ],
  },
  {
    name: 'Split pea soup',
    measuredGi: 60,
    source: ITGI,
    measuredChecked: false,
    amounts: 'reconstructed',
    lines: [
      g('split peas', 300),
      g('ham', 40),
      g('onion', 50),
      g('carrot', 50),
      g('celery', 30),
      g('vegetable stock', 250),
    ],
  },
  {
    name: 'Hummus',
    measuredGi: 6,
    source: ITGI,
    measuredChecked: false,
    amounts: 'reconstructed',
    lines: [
      g('chickpeas', 250),
      g('tahini', 35),
      g('lemon juice', 30),
      g('olive oil', 15),
      pc('garlic', 2),
    ],
  },
  {
    name: 'French-style chicken with rice (frozen meal)',
    measuredGi: 36,
    source: ITGI,
    measuredChecked: false,
    amounts: 'reconstructed',
    lines: [
      g('white rice', 150),
      g('chicken breast', 90),
      g('cream', 30),
      g('mushroom', 30),
      g('carrot', 30),
      g('peas', 30),
      g('butter', 5),
    ],
  },
  {
    name: 'Beef pie, party size',
    measuredGi: 45,
    source: ITGI,
    measuredChecked: false,
    amounts: 'reconstructed',
    lines: [
      g('plain flour', 65),
      g('butter', 30),
      g('beef', 80),
      g('onion', 20),
      g('vegetable stock', 40),
    ],
  },
];
