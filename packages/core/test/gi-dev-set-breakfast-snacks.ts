// GI dev set, part 3: breakfasts, pasta and noodle dishes, snacks and sweets of the International
// Tables (2002 and 2008) whose recipe a cook would recognise. Values are the table values as I
// know them; most are NOT checked against the table (dev-dish.ts, UNCHECKED): the search tool found
// no reproduction of those entries. The few that were read in a reproduction say where (the last
// argument of dish): corn chips and peanut M&Ms in the 2021 Supplemental Table 1, which carries
// the same tests; the Mars bar and jelly beans were re-sourced to the 2021 entries (62 and 76),
// the only ones read, in place of the 2002 values as I knew them (65 and 78). Recipes are typical
// home versions.
import {
  CHECKED_2021_TABLE,
  CHECKED_FOODSTRUCT_PIZZA,
  CHECKED_HARVARD,
  g,
  ITGI2002,
  ITGI2008,
  ITGI2021,
  pc,
  UNCHECKED,
  type DevDish,
} from './dev-dish.ts';

const dish = (
  name: string,
  measuredGi: number,
  source: string,
  reconstruction: string,
  lines: DevDish['lines'],
  checkedHow?: string,
): DevDish => ({
  name,
  measuredGi,
  source,
  measuredChecked: checkedHow !== undefined,
  checkedHow: checkedHow ?? UNCHECKED,
  amounts: 'reconstructed',
  reconstruction,
  lines,
});

const PORTION = 'a typical portion as the table describes it';
const HOME = 'a typical home recipe; the tested product recipe is unpublished';
/** Filled pasta: the wrapper is fresh egg pasta, written as a cook buys it, not as flour and egg. */
const FRESH_PASTA =
  `${HOME}. The wrapper was first written as 80 g flour and 40 g egg, which the engine read as ` +
  'bread flour; it is the 120 g of fresh egg pasta that dough makes (docs/decisions/0004-gi-adjustments.md)';

export const BREAKFAST_SNACK_DISHES: readonly DevDish[] = [
  dish(
    'Porridge, rolled oats, made with water',
    55,
    `${ITGI2008}: Porridge, rolled oats`,
    PORTION,
    [g('rolled oats', 60), g('water', 300)],
  ),
  dish('Instant oat porridge', 79, `${ITGI2008}: Instant oat porridge`, PORTION, [
    g('instant oats', 60),
    g('water', 300),
  ]),
  dish(
    'Cornflakes with milk',
    81,
    `${ITGI2008}: Cornflakes (mean)`,
    'cereal with the usual splash of milk of GI tests',
    [g('cornflakes', 55), g('milk', 60)],
  ),
  dish('Muesli with milk', 57, `${ITGI2002}: Muesli (mean)`, HOME, [
    g('rolled oats', 50),
    g('raisins', 15),
    g('almonds', 10),
    g('milk', 150),
  ]),
  dish(
    'Custard, home made',
    43,
    `${ITGI2002}: Custard, home made from milk, wheat starch and sugar`,
    'the table names the ingredients; amounts are a standard custard',
    [g('milk', 250), g('cornstarch', 15), g('sugar', 20)],
  ),
  dish('Kugel (egg noodle pudding)', 65, `${ITGI2002}: Kugel`, HOME, [
    g('cooked egg noodles', 200),
    g('egg', 100),
    g('sugar', 40),
    g('raisins', 30),
    g('butter', 30),
  ]),
  dish(
    'Sushi: nori, rice and vinegar',
    55,
    `${ITGI2002}: Sushi, roasted sea algae, vinegar and rice`,
    'the table names the ingredients; seasoning in the usual sushi-rice proportion',
    [g('cooked sushi rice', 180), g('rice vinegar', 15), g('sugar', 5), pc('nori', 1)],
  ),
  dish(
    'Pizza: plain dough with parmesan and tomato sauce',
    80,
    `${ITGI2002}: Pizza, plain baked dough, served with parmesan cheese and tomato sauce`,
    'the table names the ingredients; dough is flour, water, yeast',
    [g('flour', 70), g('water', 45), g('yeast', 2), g('tomato sauce', 40), g('parmesan', 10)],
    CHECKED_FOODSTRUCT_PIZZA,
  ),
  dish(
    'Potato crisps',
    54,
    `${ITGI2002}: Potato crisps, plain, salted (mean)`,
    'potato fried in oil to about 35 % fat',
    [g('potato', 250), g('vegetable oil', 35)],
  ),
  dish(
    'Corn chips',
    42,
    `${ITGI2002}: Corn chips, plain, salted; ${ITGI2021}, item 1558`,
    'corn masa fried in oil',
    [g('masa harina', 60), g('vegetable oil', 20)],
    `${CHECKED_2021_TABLE}, item 1558: Corn chips, plain, salted (Doritos original, Smith's Snack Food Co., Australia), 1998, 42±4`,
  ),
  dish(
    'Taco shells',
    68,
    `${ITGI2002}: Taco shells, cornmeal-based, baked`,
    'cornmeal and a little oil',
    [g('cornmeal', 60), g('vegetable oil', 10)],
  ),
  dish('Gnocchi', 68, `${ITGI2002}: Gnocchi`, HOME, [
    g('boiled potato', 300),
    g('flour', 80),
    g('egg', 25),
  ]),
  dish(
    'Ravioli, meat-filled',
    39,
    `${ITGI2002}: Ravioli, durum wheat flour, meat-filled, boiled`,
    FRESH_PASTA,
    [g('fresh egg pasta', 120), g('beef mince', 60), g('parmesan', 10)],
  ),
  dish('Tortellini, cheese', 50, `${ITGI2002}: Tortellini, cheese`, FRESH_PASTA, [
    g('fresh egg pasta', 120),
    g('ricotta', 50),
    g('parmesan', 15),
  ]),
  dish(
    'Instant noodles',
    47,
    `${ITGI2002}: Instant noodles`,
    'fried wheat noodles, about 20 % fat dry',
    [g('flour', 60), g('vegetable oil', 15), g('water', 300)],
  ),
  dish(
    'Barley bread, 80 % kernels',
    34,
    `${ITGI2002}: Coarse barley bread, 80 % intact kernels`,
    'the table gives the kernel share; the rest is white flour',
    [g('cooked pearl barley', 240), g('flour', 40), g('water', 20), g('yeast', 3)],
    CHECKED_HARVARD,
  ),
  dish(
    'Cracked wheat bread, 50 % kernels',
    58,
    `${ITGI2002}: 50 % cracked wheat kernel bread`,
    'the table gives the kernel share; the rest is white flour',
    [g('cooked bulgur', 150), g('flour', 100), g('water', 60), g('yeast', 3)],
    CHECKED_HARVARD,
  ),
  dish(
    'Mars bar',
    62,
    `${ITGI2021}, item 1614: Mars Bar (Mars Confectionery, Australia), 1997, 62±8 (was 65, "${ITGI2002}: Mars Bar" as I knew it, not found in a reproduction)`,
    'nougat, caramel and milk chocolate, by the label order',
    [g('milk chocolate', 25), g('glucose syrup', 15), g('sugar', 15), g('milk', 5), g('butter', 3)],
    `${CHECKED_2021_TABLE}, item 1614: Mars Bar (Mars Confectionery, Australia), 62±8`,
  ),
  dish(
    'Twix',
    44,
    `${ITGI2002}: Twix Cookie Bar (caramel)`,
    'biscuit, caramel and milk chocolate, by the label order',
    [g('milk chocolate', 20), g('flour', 15), g('sugar', 15), g('butter', 8)],
  ),
  dish(
    'Peanut M&Ms',
    33,
    `${ITGI2002}: M & M's, peanut; ${ITGI2021}, item 1613`,
    'peanut in milk chocolate with a sugar shell',
    [g('peanuts', 15), g('milk chocolate', 25), g('sugar', 10)],
    `${CHECKED_2021_TABLE}, item 1613: M&M's, peanut (Mars Confectionery, Australia), 1997, 33±3`,
  ),
  dish(
    'Jelly beans',
    76,
    `${ITGI2021}, item 1607: Jelly beans, assorted colors (Savings, Grocery Holdings, Tooronga, Australia), 1998, 76±6 (was 78, "${ITGI2002}: Jelly beans" as I knew it, not found in a reproduction)`,
    'sugar, glucose syrup and starch',
    [g('sugar', 25), g('glucose syrup', 15), g('cornstarch', 5)],
    `${CHECKED_2021_TABLE}, item 1607: Jelly beans, assorted colors (Savings, Grocery Holdings, Tooronga, Australia), 76±6`,
  ),
  dish(
    'Yoghurt with fruit and sugar',
    33,
    `${ITGI2002}: Yoghurt, low-fat, fruit, with sugar (mean)`,
    HOME,
    [g('yogurt', 200), g('strawberries', 40), g('sugar', 12)],
  ),
  dish('Rich Tea biscuits', 55, `${ITGI2002}: Rich Tea biscuits`, HOME, [
    g('flour', 150),
    g('sugar', 35),
    g('butter', 30),
    g('milk', 40),
  ]),
  dish('Breton wheat crackers', 67, `${ITGI2002}: Breton wheat crackers`, HOME, [
    g('whole wheat flour', 100),
    g('flour', 50),
    g('butter', 40),
    g('sugar', 10),
    g('water', 40),
  ]),
  dish('Graham crackers', 74, `${ITGI2002}: Graham crackers`, HOME, [
    g('whole wheat flour', 120),
    g('flour', 40),
    g('brown sugar', 50),
    g('honey', 20),
    g('butter', 50),
  ]),
];
