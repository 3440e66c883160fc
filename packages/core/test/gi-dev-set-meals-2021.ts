// GI dev set, part 4: rice, pulse, potato, meat and fish dishes and soups of the International
// Tables 2021, Supplemental Table 1 (tests consistent with ISO 26642:2010: at least 10 healthy
// adults, glucose = 100). Every value was read in the table's text (dev-dish.ts,
// CHECKED_2021_TABLE) with its item number. The table names the dish, not its recipe: the lines
// are a typical version of the named dish at about one 50 g carbohydrate portion, written before
// the engine was run on them. Entries tested against a rice reference (Japan 2003) and entries
// without a named capillary or venous method were left out.
import { g, pc, table2021Meal, type DevDish } from './dev-dish.ts';

const meal = table2021Meal;

export const MEALS_2021_DISHES: readonly DevDish[] = [
  meal(
    'Chicken biryani',
    52,
    'item 1960: Biryani, chicken (Basmati rice with chicken), UAE, 52±4',
    [
      g('cooked basmati rice', 180),
      g('chicken thigh', 100),
      g('onion', 40),
      g('yogurt', 30),
      g('tomato', 30),
      g('vegetable oil', 10),
      g('garam masala', 3),
    ],
  ),
  meal(
    'Arseyah (soft-cooked rice with chicken)',
    72,
    'item 1957: Arseyah (Basmati rice with chicken), UAE, 72±4',
    [g('cooked basmati rice', 190), g('chicken breast', 70), g('butter', 8)],
    'rice cooked soft with shredded chicken and a little ghee, at about 50 g carbohydrate',
  ),
  meal(
    'Fish machbous (spiced rice with fish)',
    60,
    'item 1978: Machbous, fish (Basmati rice with fish), UAE, 60±3',
    [
      g('cooked basmati rice', 180),
      g('cod', 100),
      g('onion', 40),
      g('tomato', 40),
      g('vegetable oil', 10),
      g('curry powder', 3),
    ],
  ),
  meal(
    'Beef thareed (flatbread with meat stew)',
    74,
    'item 1983: Thareed, beef (Regag bread served with meat stew), UAE, 74±3',
    [
      g('flour', 55),
      g('water', 40),
      g('beef chuck', 80),
      g('potato', 60),
      g('carrot', 40),
      g('tomato', 40),
      g('onion', 30),
    ],
    'regag is a thin flour-and-water bread; the stew is beef, potato, carrot, tomato and onion',
  ),
  meal(
    'Basmati rice pilau with onion and curry powder',
    60,
    'item 2073: Basmati rice pilau, with onion and curry powder, UK, 60±6',
    [g('cooked basmati rice', 180), g('onion', 40), g('vegetable oil', 8), g('curry powder', 2)],
    'the table names the ingredients; amounts are a standard pilau',
  ),
  meal(
    'Nasi lemak',
    66,
    'item 2031: Nasi Lemak (Old Chang Kee, Singapore), 66±5',
    [
      g('cooked white rice', 170),
      g('coconut milk', 40),
      g('egg', 25),
      g('peanuts', 10),
      g('anchovies', 10),
      g('cucumber', 20),
    ],
    'rice cooked in coconut milk with egg, peanuts, anchovies and cucumber, the usual plate',
  ),
  meal('Yangzhou fried rice', 80, 'item 2008: Fried Rice in Yangzhou-style, instant, China, 80±6', [
    g('cooked white rice', 180),
    g('egg', 30),
    g('ham', 20),
    g('shrimp', 20),
    g('green peas', 20),
    g('vegetable oil', 10),
  ]),
  meal(
    'Singapore fried rice vermicelli',
    54,
    'item 2009: Fried rice vermicelli in Singapore-style, China, 54±6 (50 g portion)',
    [
      g('cooked rice noodles', 210),
      g('shrimp', 30),
      g('egg', 25),
      g('bell pepper', 30),
      g('onion', 20),
      g('vegetable oil', 10),
      g('curry powder', 2),
    ],
  ),
  meal(
    'Curry puff (pastry filled with curried chicken and potato)',
    41,
    'item 2001: Curry Puff, deep-fried pastry dough stuffed with curry, chicken and potatoes (Old Chang Kee, Singapore), 41±4',
    [
      g('flour', 45),
      g('butter', 15),
      g('potato', 80),
      g('chicken breast', 30),
      g('onion', 15),
      g('curry powder', 2),
      g('vegetable oil', 12),
    ],
  ),
  meal(
    'Sushi, brown rice, vegetable and tofu',
    45,
    'item 2049: Sushi, brown rice, vegetable and tofu, Australia, 45±3',
    [
      g('cooked brown rice', 200),
      g('rice vinegar', 15),
      g('sugar', 4),
      g('tofu', 40),
      g('cucumber', 20),
      g('carrot', 20),
      pc('nori', 1),
    ],
    'brown sushi rice seasoned in the usual proportion, rolled with tofu, cucumber and carrot',
  ),
  meal(
    'Chunky roast chicken and vegetable soup',
    52,
    "item 1724: Chunky Roast Chicken and Vegetable soup (Campbell's, Australia), 52±3",
    [
      g('chicken breast', 80),
      g('potato', 200),
      g('carrot', 80),
      g('green peas', 40),
      g('onion', 40),
      g('flour', 10),
      g('chicken stock', 300),
    ],
  ),
  meal(
    'Chunky potato and bacon soup',
    41,
    "item 1732: Potato & Bacon soup, chunky (Campbell's, Australia), 41±4",
    [
      g('potato', 280),
      g('bacon', 40),
      g('heavy cream', 40),
      g('onion', 40),
      g('chicken stock', 250),
    ],
  ),
  meal(
    'Creamy pumpkin soup',
    76,
    'item 1733: Pumpkin Soup, creamy, Heinz Very Special, with pumpkin, cream, potatoes, Australia, 76±7',
    [
      g('pumpkin', 500),
      g('potato', 120),
      g('heavy cream', 40),
      g('onion', 40),
      g('vegetable stock', 200),
    ],
    'the table names pumpkin, cream and potatoes; amounts are a standard creamy pumpkin soup',
  ),
  meal(
    'Tomato soup, condensed, made with water',
    52,
    "item 1735: Tomato soup, condensed, prepared with water (Campbell's, USA), 52±4",
    [
      g('canned tomatoes', 600),
      g('sugar', 20),
      g('flour', 15),
      g('vegetable oil', 5),
      g('water', 200),
    ],
    'condensed tomato soup is tomato, a thickener and sugar; amounts at about 50 g carbohydrate',
  ),
  meal(
    'Chicken and vegetable soup with wholegrain pasta',
    43,
    "item 1723: Chicken & Vegetable with wholegrain pasta, Country Ladle (Campbell's, Australia), 43±3",
    [
      g('cooked whole wheat pasta', 120),
      g('chicken breast', 60),
      g('carrot', 80),
      g('potato', 80),
      g('onion', 40),
      g('chicken stock', 400),
    ],
  ),
];
