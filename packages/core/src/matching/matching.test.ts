import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../catalogue/catalogue.ts';
import { MATCHING_CATALOGUE as CAT } from '../../test/fixtures/matching-catalogue.ts';
import { readIngredientLine } from './read-ingredient-line.ts';
import { matchIngredientName } from './match-ingredient-name.ts';
import { parseIngredientLine } from './parse-ingredient-line.ts';
import { singularForms } from './singularise.ts';

describe('parseIngredientLine: the example lines', () => {
  it.each([
    ['2 large ripe bananas', 'banana', 2, 'piece', null],
    ['200g spaghetti', 'spaghetti', 200, 'g', null],
    ['1/2 cup rolled oats', 'oats-rolled', 0.5, 'cup', null],
    ['a pinch of salt', 'salt', 1, 'pinch', null],
    ['1 (400 g) can chickpeas, drained', 'chickpeas-canned', 400, 'g', null],
    ['salt and pepper to taste', 'salt', null, null, 'to-taste'],
    ['3 cloves garlic, minced', 'garlic', 3, 'piece', null],
  ])('%s', (line, id, amount, unit, problem) => {
    const parsed = parseIngredientLine(line, CAT);
    expect(parsed.ingredient?.id).toBe(id);
    expect(parsed.amount).toBe(amount);
    expect(parsed.unit).toBe(unit);
    expect(parsed.problem).toBe(problem);
  });

  it('reads other common shapes', () => {
    expect(parseIngredientLine('2 x 400g tins chopped tomatoes', CAT)).toMatchObject({
      amount: 800,
      unit: 'g',
      ingredient: { id: 'tomatoes-canned' },
    });
    expect(parseIngredientLine('1 14-oz can tomatoes', CAT)).toMatchObject({
      amount: 14,
      unit: 'oz',
    });
    expect(parseIngredientLine('2-3 tbsp extra virgin olive oil', CAT)).toMatchObject({
      amount: 2.5,
      unit: 'tbsp',
      ingredient: { id: 'olive-oil' },
    });
    expect(parseIngredientLine('1 T butter', CAT)).toMatchObject({ unit: 'tbsp' });
    expect(parseIngredientLine('1 t salt', CAT)).toMatchObject({ unit: 'tsp' });
    expect(parseIngredientLine('1 litre milk', CAT)).toMatchObject({ amount: 1, unit: 'l' });
    expect(parseIngredientLine('2 slices bread', CAT)).toMatchObject({
      amount: 2,
      unit: 'piece',
      ingredient: { id: 'bread-white' },
    });
    expect(parseIngredientLine('1½ cups blueberries', CAT)).toMatchObject({
      amount: 1.5,
      ingredient: { id: 'berry-blue' },
    });
  });

  it('reports what it cannot use', () => {
    expect(parseIngredientLine('   ', CAT).problem).toBe('empty');
    expect(parseIngredientLine('300 g dragon fruit', CAT).problem).toBe('no-match');
    expect(parseIngredientLine('1 handful sorrel', CAT).problem).toBe('no-match');
    expect(parseIngredientLine('1 can chickpeas', CAT)).toMatchObject({ problem: 'unknown-unit' });
    expect(parseIngredientLine('garlic', CAT)).toMatchObject({ problem: 'no-amount' });
  });
});

describe('matchIngredientName', () => {
  it.each([
    ['Bananas', 'banana', 'exact'],
    ['banana', 'banana', 'exact'],
    ['tomatoes', 'tomato', 'exact'],
    ['blueberries', 'berry-blue', 'exact'],
    ['eggs', 'egg', 'exact'],
    ['Kumara', 'sweet-potato', 'exact'],
    ['garlic, minced', 'garlic', 'phrase'],
    ['large sweet potatoes, peeled and cubed', 'sweet-potato', 'phrase'],
    ['fresh ripe tomatoes', 'tomato', 'phrase'],
    ['smooth peanut butter', 'peanut-butter', 'phrase'],
    ['unsalted butter', 'butter', 'phrase'],
    ['chickpeas (drained)', 'chickpeas-canned', 'phrase'],
    ['olive oil for frying', 'olive-oil', 'phrase'],
  ])('%s -> %s', (name, id, how) => {
    expect(matchIngredientName(name, CAT)).toMatchObject({ ingredient: { id }, how });
  });

  it('prefers the longest phrase', () => {
    expect(matchIngredientName('rice milk, unsweetened', CAT)?.ingredient.id).toBe('rice-milk');
    expect(matchIngredientName('sweet potato mash', CAT)?.ingredient.id).toBe('sweet-potato');
  });

  it('never reads a food-form name as the food it is made from', () => {
    // Potato starch is not potato, rice wine is not rice: better unknown than a wrong GI.
    expect(matchIngredientName('potato starch', CAT)).toBeNull();
    expect(matchIngredientName('rice wine', CAT)).toBeNull();
    expect(matchIngredientName('brown rice syrup', CAT)).toBeNull();
    expect(matchIngredientName('glutinous rice flour', CAT)?.ingredient.id).toBe('flour-rice');
    expect(matchIngredientName('garlic oil', CAT)?.ingredient.id).toBe('oil-vegetable');
    expect(matchIngredientName('potatoes, peeled and diced', CAT)?.ingredient.id).toBe('potato');
  });

  it('leaves a flour or milk made from another food unmatched, not wheat flour or cow milk', () => {
    expect(matchIngredientName('coconut flour', CAT)).toBeNull();
    expect(matchIngredientName('sifted coconut flour', CAT)).toBeNull();
    expect(matchIngredientName('cashew milk', CAT)).toBeNull();
    // Words that do not name a food keep the bare word's food, and an animal's milk is milk.
    expect(matchIngredientName('cake flour', CAT)?.ingredient.id).toBe('flour-all-purpose');
    expect(matchIngredientName('00 flour', CAT)?.ingredient.id).toBe('flour-all-purpose');
    expect(matchIngredientName('warm milk', CAT)?.ingredient.id).toBe('milk');
    expect(matchIngredientName("goat's milk", CAT)?.ingredient.id).toBe('milk');
    // Pasta of another food is not wheat pasta; a pasta of the head's own kind is pasta.
    expect(matchIngredientName('chickpea pasta', CAT)).toBeNull();
    expect(matchIngredientName('orzo pasta', CAT)?.ingredient.id).toBe('spaghetti');
    // A catalogue phrase holding both still wins.
    expect(matchIngredientName('rice milk', CAT)?.ingredient.id).toBe('rice-milk');
    expect(matchIngredientName('rice flour', CAT)?.ingredient.id).toBe('flour-rice');
  });

  it('reads a pasta shape made of a pulse, grain or rice as unknown, not wheat pasta', () => {
    expect(matchIngredientName('red lentil penne', CAT)).toBeNull();
    expect(matchIngredientName('chickpea penne', CAT)).toBeNull();
    expect(matchIngredientName('brown rice penne', CAT)).toBeNull();
    // A shape flavoured with a vegetable is that pasta, and so is a shape alone.
    expect(matchIngredientName('spinach penne', CAT)?.ingredient.id).toBe('spaghetti');
    expect(matchIngredientName('penne', CAT)?.ingredient.id).toBe('spaghetti');
    // The pulse alone is the pulse.
    expect(matchIngredientName('red lentils', CAT)?.ingredient.id).toBe('lentils-red');
  });

  it('reads a list whose foods share one head noun as its first food with that noun', () => {
    expect(matchIngredientName('cannellini or borlotti beans', CAT)?.ingredient.id).toBe(
      'cannellini-beans',
    );
    expect(matchIngredientName('large cannellini or borlotti beans', CAT)?.ingredient.id).toBe(
      'cannellini-beans',
    );
    // No such food: the list's first food, as before.
    expect(matchIngredientName('salt and pepper', CAT)?.ingredient.id).toBe('salt');
  });

  it('reads alternatives that each name a whole food as the first one', () => {
    const idOf = (name: string) => matchIngredientName(name, CATALOGUE)?.ingredient.id;
    expect(idOf('chana dal or yellow split peas')).toBe('chana-dal-boiled');
    expect(idOf('heavy cream or half and half')).toBe('cream-heavy');
    // One word before "or" shares the noun after it: no sweet corn in "corn or olive oil".
    expect(idOf('corn or olive oil')).toBe('oil-olive');
    expect(idOf('lamb or beef stock')).toBe('broth-beef');
    expect(idOf('low-sodium chicken or vegetable broth')).toMatch(/^broth-/);
  });

  it('leaves a sugar-free stand-in unknown, not the sugary food it names', () => {
    // Read as the food named, a cup of sweetener was a cup of sugar.
    expect(matchIngredientName('sugar substitute', CAT)).toBeNull();
    expect(matchIngredientName('granulated sugar replacement', CAT)).toBeNull();
    expect(matchIngredientName('sugar-free maple syrup', CAT)).toBeNull();
    expect(matchIngredientName('diet cola', CAT)).toBeNull();
    expect(matchIngredientName('zero sugar soft drink', CAT)).toBeNull();
    // The food's own sugar remains: still that food.
    expect(matchIngredientName('no sugar added apple sauce', CAT)?.ingredient.id).toBe(
      'applesauce',
    );
    expect(matchIngredientName('maple syrup', CAT)?.ingredient.id).toBe('maple-syrup');
  });

  it('reads a sauce named after a food as a sauce, not as that food', () => {
    // Peanut sauce is not peanuts, chocolate sauce is not chocolate: better unknown.
    expect(matchIngredientName('peanut sauce', CAT)).toBeNull();
    expect(matchIngredientName('Thai peanut sauce', CAT)).toBeNull();
    expect(matchIngredientName('chocolate sauce', CAT)).toBeNull();
    // A sauce the catalogue holds keeps its match, by its name or an alias.
    expect(matchIngredientName('soy sauce', CAT)?.ingredient.id).toBe('soy-sauce');
    expect(matchIngredientName('light soy sauce', CAT)?.ingredient.id).toBe('soy-sauce');
    expect(matchIngredientName('apple sauce', CAT)?.ingredient.id).toBe('applesauce');
    expect(matchIngredientName('unsweetened apple sauce', CAT)?.ingredient.id).toBe('applesauce');
    expect(matchIngredientName('Tabasco sauce', CAT)?.ingredient.id).toBe('hot-sauce');
    // The phrase holding 'sauce' wins over a longer food phrase before it.
    expect(matchIngredientName('red chili sauce', CAT)?.ingredient.id).toBe('hot-sauce');
    // A list still names its main food first.
    expect(matchIngredientName('apples and chocolate sauce', CAT)?.ingredient.id).toBe('apple');
  });

  it('names the food before what it is kept in', () => {
    expect(matchIngredientName('anchovy fillets in olive oil', CAT)?.ingredient.id).toBe(
      'anchovies',
    );
    expect(matchIngredientName('rice in water', CAT)?.ingredient.id).toBe('rice-white');
  });

  it('returns null when nothing fits', () => {
    expect(matchIngredientName('dragon fruit', CAT)).toBeNull();
    expect(matchIngredientName('', CAT)).toBeNull();
    expect(matchIngredientName('large chopped', CAT)).toBeNull();
  });
});

describe('helpers', () => {
  it('singularises ingredient nouns', () => {
    expect(singularForms('berries')).toContain('berry');
    expect(singularForms('tomatoes')).toContain('tomato');
    expect(singularForms('leaves')).toContain('leaf');
    expect(singularForms('peaches')).toContain('peach');
    expect(singularForms('asparagus')).toEqual([]);
  });

  it('reads container sizes', () => {
    expect(readIngredientLine('1 (400 g) can chickpeas, drained')).toMatchObject({
      quantity: 1,
      unit: 'can',
      each: { amount: 400, unit: 'g' },
      name: 'chickpeas',
      preparation: 'drained',
    });
    expect(readIngredientLine('2 (15 oz) cans black beans')).toMatchObject({
      quantity: 2,
      each: { amount: 15, unit: 'oz' },
    });
    expect(readIngredientLine('200 g flour').each).toBeNull();
  });

  it('reads what a line adds to its first amount, keeping that amount as the quantity', () => {
    expect(readIngredientLine('1 lb 4 oz ground beef')).toMatchObject({
      quantity: 1,
      unit: 'lb',
      added: [{ amount: 4, unit: 'oz' }],
      name: 'ground beef',
    });
    expect(readIngredientLine('2 kg 500 g flour').added).toEqual([{ amount: 500, unit: 'g' }]);
    expect(readIngredientLine('3/4 cup plus 2 tablespoons sugar').added).toEqual([
      { amount: 2, unit: 'tbsp' },
    ]);
    expect(readIngredientLine('1 cup plus a tablespoon milk').added).toEqual([
      { amount: 1, unit: 'tbsp' },
    ]);
    expect(readIngredientLine('1 cup minus 2 tbsp flour').added).toEqual([
      { amount: -2, unit: 'tbsp' },
    ]);
    // An abbreviation's full stop belongs to it, not to the name.
    expect(readIngredientLine('1 tbsp. plus 1 tsp. honey')).toMatchObject({
      added: [{ amount: 1, unit: 'tsp' }],
      name: 'honey',
    });
    // A range or a rough amount adds nothing.
    expect(readIngredientLine('2 teaspoons to 1 tablespoon salt').added).toEqual([]);
    expect(readIngredientLine('1 cup or so flour').added).toEqual([]);
  });

  it("reads a weight printed before a can as the can's net weight", () => {
    expect(readIngredientLine('400g can lentils, drained')).toMatchObject({
      quantity: 400,
      unit: 'g',
      canNetWeight: true,
      name: 'lentils',
    });
    expect(readIngredientLine('17-ounce package rice noodles').canNetWeight).toBe(false);
    expect(readIngredientLine('400 g lentils').canNetWeight).toBe(false);
  });
});
