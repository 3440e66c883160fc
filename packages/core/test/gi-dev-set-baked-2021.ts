// GI dev set, part 6: Australian cakes and desserts, an Italian tart and ravioli and a US soup of
// the International Tables 2021, Supplemental Table 1, found in the same search as part 5
// (gi-dev-set-meals-2021-more.ts, whose header gives the rules followed). Every value was read in
// the table's text (dev-dish.ts, CHECKED_2021_TABLE) with its item number, country and GI ± SEM.
// Cakes are written as one batch: the GI does not depend on the batch size.
import { g, table2021Meal, type DevDish } from './dev-dish.ts';

const BATCH =
  'a standard home recipe of the named cake or dessert, per batch (the GI does not depend on the batch size); the table does not give the recipe';

const meal = table2021Meal;

export const BAKED_2021_DISHES: readonly DevDish[] = [
  // Australian, Italian and US composite foods
  meal(
    'Chocolate mudcake',
    43,
    'item 4: Chocolate mudcake, Australia, 43±4',
    [
      g('dark chocolate', 200),
      g('butter', 250),
      g('sugar', 330),
      g('water', 250),
      g('self-raising flour', 225),
      g('cocoa powder', 30),
      g('egg', 100),
    ],
    BATCH,
  ),
  meal(
    'Christmas fruit cake',
    53,
    'item 5: Christmas fruit cake, Australia, 53±3',
    [
      g('raisins', 350),
      g('dried currants', 150),
      g('butter', 180),
      g('brown sugar', 180),
      g('egg', 200),
      g('flour', 250),
      g('brandy', 60),
      g('cinnamon', 3),
      g('nutmeg', 1),
    ],
    BATCH,
  ),
  meal(
    'Pavlova with cream and fruit',
    49,
    'item 28: Pavlova, meringue base topped with whipped cream, fresh strawberries, banana and passionfruit pulp, Australia, 49±5',
    [
      g('egg white', 120),
      g('sugar', 220),
      g('cornstarch', 5),
      g('white vinegar', 5),
      g('heavy cream', 300),
      g('strawberries', 250),
      g('banana', 150),
      g('passion fruit', 80),
    ],
    `${BATCH}; the table names the toppings`,
  ),
  meal(
    'Fruit mince pies',
    58,
    'item 27: Fruit mince pies, shortcrust pastry case filled with dried fruit, Australia, 58±6',
    [
      g('flour', 250),
      g('butter', 155),
      g('sugar', 30),
      g('egg', 25),
      g('raisins', 150),
      g('dried currants', 100),
      g('apple', 80),
      g('brown sugar', 60),
      g('brandy', 20),
    ],
    `${BATCH}; the fruit mince is dried fruit, apple, brown sugar, butter and brandy`,
  ),
  meal(
    'Hot cross buns',
    66,
    'item 63: Hot cross buns, spiced sweet bun with dried fruit, Australia, 66±6',
    [
      g('bread flour', 500),
      g('milk', 250),
      g('sugar', 60),
      g('butter', 50),
      g('egg', 50),
      g('yeast', 7),
      g('raisins', 150),
      g('cinnamon', 3),
    ],
    BATCH,
  ),
  meal(
    'Pancakes, flour and water',
    61,
    'item 52: Pancakes, prepared from wheat flour and water (Coles Smart Buy Plain Flour, Coles Supermarkets Pty Ltd) (78.9 g flour + 108.8 mL water), Australia, 61±7',
    [g('flour', 78.9), g('water', 108.8)],
    'the table gives the recipe of the tested portion: 78.9 g plain flour and 108.8 mL water',
    'published',
  ),
  meal(
    'Apricot jam tart (crostatina)',
    44,
    "item 71: Tarte, made with wheat flour and apricot jam (Crostatina all'albicocca, Italy), 44±4",
    [g('flour', 35), g('butter', 12), g('sugar', 10), g('egg', 8), g('apricot jam', 25)],
    'shortcrust of flour, butter, sugar and egg filled with apricot jam, at about 50 g carbohydrate',
  ),
  meal(
    'Veal ravioli',
    58,
    'item 1501: Ravioli, durum wheat flour, stuffed with calf meat, fresh (Raviolini con Carne di Vitello, Pastificio Rana SpA), Italy, 58±7',
    [g('fresh egg pasta', 90), g('veal', 25), g('breadcrumbs', 5), g('parmesan', 5)],
    'fresh egg pasta filled with veal, breadcrumbs and parmesan (the wrapper written as fresh pasta, as for the other filled pasta of the dev set)',
  ),
  meal(
    'Minestrone, condensed, made with water',
    48,
    "item 1727: Minestrone, condensed, prepared with water (Campbell's Soup Company, Camden, NJ, USA), 48±6",
    [
      g('canned tomatoes', 120),
      g('cooked pasta', 60),
      g('potato', 60),
      g('cannellini beans', 60),
      g('carrot', 40),
      g('celery', 20),
      g('green beans', 20),
      g('green peas', 20),
      g('zucchini', 20),
      g('sugar', 3),
      g('vegetable oil', 3),
      g('water', 150),
    ],
  ),
];
