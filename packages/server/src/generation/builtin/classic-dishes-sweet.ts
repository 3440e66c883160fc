// Sweet dishes cooks ask for by name (classic-dishes.ts has the savoury ones): layered desserts,
// cheesecake, set creams and custard tarts.
import { dish } from './classic-dish.ts';
import type { DishPhrase } from './dish-kinds.ts';

export const SWEET_CLASSIC_DISHES: readonly DishPhrase[] = [
  ...dish(['tiramisu'], 'layered-dessert', [
    'ladyfingers',
    'cheese-mascarpone',
    'coffee-espresso',
    'egg-whole-raw',
    'cocoa-powder',
  ]),
  ...dish(['trifle'], 'layered-dessert', [
    'sponge-cake',
    'custard-powder',
    'milk-whole',
    'raspberries-raw',
    'jam',
  ]),
  // Baked on a biscuit base and set slowly: the library's Baked Cheesecake is the method.
  ...dish(['cheesecake'], 'cake', ['cheese-cream', 'sugar', 'egg-whole-raw']).map((phrase) => ({
    ...phrase,
    opening: 'A cheesecake',
  })),
  // Meringue broken into whipped cream with strawberries.
  ...dish(['eton mess'], 'layered-dessert', [
    'egg-white-raw',
    'sugar',
    'cream-heavy',
    'strawberries-raw',
  ]),
  ...dish(['chocolate mousse', 'mousse au chocolat'], 'layered-dessert', [
    'chocolate-dark',
    'cream-heavy',
    'egg-whole-raw',
    'sugar',
  ]).map((phrase) => ({ ...phrase, opening: 'A chocolate mousse' })),
  // Baked sponges of the British pudding table: dates and toffee; currants and lemon.
  ...dish(['sticky toffee pudding', 'sticky toffee'], 'cake', [
    'dates-medjool',
    'sugar-brown',
    'toffee',
  ]),
  ...dish(['spotted dick'], 'cake', ['flour-self-raising', 'currants-dried', 'lemon-zest']),
  // Two sponges of self-raising flour sandwiched with jam and cream.
  ...dish(['victoria sponge', 'victoria sandwich', 'victoria sponge cake'], 'cake', [
    'flour-self-raising',
    'jam',
    'cream-heavy',
  ]),
  // Set creams: with gelatin, baked with yolks (the top caramelised), baked on a caramel, set by lemon.
  ...dish(['panna cotta'], 'set-cream', [
    'cream-heavy',
    'gelatin',
    'sugar',
    'vanilla-extract',
    'raspberries-raw',
  ]),
  ...dish(['creme brulee', 'burnt cream'], 'set-cream', [
    'cream-heavy',
    'egg-yolk-raw',
    'sugar',
    'vanilla-extract',
  ]),
  ...dish(['creme caramel', 'flan', 'caramel custard'], 'set-cream', [
    'milk-whole',
    'egg-whole-raw',
    'sugar',
    'vanilla-extract',
  ]),
  // Buttered bread soaked in a custard with raisins and nutmeg, baked in one dish.
  ...dish(['bread and butter pudding', 'bread pudding'], 'set-cream', [
    'bread-white',
    'butter-unsalted',
    'milk-whole',
    'egg-whole-raw',
    'sugar',
    'raisins',
    'nutmeg',
  ]),
  ...dish(['lemon posset', 'posset'], 'set-cream', [
    'cream-heavy',
    'sugar',
    'lemon-juice',
    'lemon-zest',
  ]),
  // Custard tarts: a case baked blind (or a biscuit crust), a custard set in a low oven.
  ...dish(['lemon tart', 'tarte au citron'], 'custard-tart', [
    'lemon-juice',
    'lemon-zest',
    'sugar',
    'cream-heavy',
  ]),
  // The lemon custard under a meringue of the whites (plan-methods-pies.ts).
  ...dish(['lemon meringue pie', 'lemon meringue tart', 'lemon meringue'], 'custard-tart', [
    'lemon-juice',
    'lemon-zest',
    'sugar',
    'butter-unsalted',
    'egg-whole-raw',
    'egg-white-raw',
  ]),
  ...dish(['key lime pie'], 'custard-tart', [
    'graham-crackers',
    'butter-unsalted',
    'lime-juice',
    'milk-condensed-sweetened',
  ]),
  ...dish(
    ['pumpkin pie'],
    'custard-tart',
    ['pumpkin-raw', 'sugar-brown', 'milk-evaporated', 'cinnamon', 'nutmeg'],
    'American',
  ),
  ...dish(['chocolate tart'], 'custard-tart', ['chocolate-dark', 'cream-heavy', 'sugar']),
];
