// The ingredient-line parser on hand-written lines: what is the food's name, and what is size,
// preparation or comment around it (docs/decisions/0012-ingredient-line-parser.md). Quantities,
// units, catalogue matches and grams: parse-ingredient-lines.test.ts.
import { describe, expect, it } from 'vitest';
import { parseIngredientText } from './parse-ingredient-lines.ts';

const parse = (line: string) => parseIngredientText(line);

describe('parseIngredientLines: size, preparation and comment', () => {
  it('keeps size words apart from the name', () => {
    expect(parse('3 large eggs')).toMatchObject({ size: 'large', name: 'eggs', unit: '' });
    expect(parse('1 medium onion, diced')).toMatchObject({
      size: 'medium',
      name: 'onion',
      preparation: 'diced',
    });
    expect(parse('2 small red onions')).toMatchObject({ size: 'small', name: 'red onions' });
    // Recipe-card abbreviations.
    expect(parse('1 sm onion')).toMatchObject({ size: 'small', name: 'onion', grams: 70 });
    expect(parse('2 lg eggs')).toMatchObject({ size: 'large', name: 'eggs' });
    expect(parse('1 med potato')).toMatchObject({ size: 'medium', name: 'potato' });
    expect(parse('2 medjool dates')).toMatchObject({ size: null, name: 'medjool dates' });
  });

  it('splits preparation and comments off the name', () => {
    expect(parse('1 onion, finely chopped')).toMatchObject({
      name: 'onion',
      preparation: 'finely chopped',
    });
    expect(parse('2 tbsp finely chopped fresh parsley, to serve')).toMatchObject({
      name: 'fresh parsley',
      preparation: 'finely chopped',
      comment: 'to serve',
    });
    expect(parse('1 tsp chilli flakes (optional)')).toMatchObject({
      name: 'chilli flakes',
      comment: 'optional',
    });
    expect(parse('olive oil, for frying')).toMatchObject({
      name: 'olive oil',
      comment: 'for frying',
    });
    expect(parse('4 carrots, peeled and cut into chunks')).toMatchObject({
      name: 'carrots',
      preparation: 'peeled and cut into chunks',
    });
    expect(parse('½ tsp freshly ground black pepper')).toMatchObject({
      name: 'black pepper',
      preparation: 'freshly ground',
    });
    expect(parse('1 tsp ground cumin')).toMatchObject({ name: 'ground cumin', preparation: null });
    expect(parse('¾ cup plus 2 tbsp sugar')).toMatchObject({
      quantity: 0.75,
      unit: 'cup',
      name: 'sugar',
    });
  });

  it('leaves comments that start with "or" and remarks in brackets out of the name', () => {
    const named = (line: string) => parse(line).name;
    expect(named('½ cup water, or as needed')).toBe('water');
    expect(named('4 teaspoons kosher salt, or to taste')).toBe('kosher salt');
    expect(named('1 tsp salt or to taste 5 mL')).toBe('salt');
    expect(named('2 teaspoons sesame oil; or substitute peanut oil')).toBe('sesame oil');
    expect(named('1 cup fresh corn kernels, or frozen and thawed')).toBe('fresh corn kernels');
    expect(named('3 ounces lemon or lime juice, or a combination')).toBe('lemon or lime juice');
    expect(named('½ cup butter (¼ pound)')).toBe('butter');
    expect(named('1 large egg yolk (room temperature)')).toBe('egg yolk');
    expect(named('¾ cup vegetable shortening (I use Crisco)')).toBe('vegetable shortening');
    expect(named('2 teaspoons sea salt/1 teaspoon table salt')).toBe('sea salt');
    expect(named('½ cup sugar or ¼ cup simple syrup')).toBe('sugar');
    expect(named('1 small dried red chile, or pinch of red pepper flakes')).toBe('dried red chile');
    expect(named('¼ cup (moderately packed) fresh cilantro')).toBe('fresh cilantro');
    expect(named('2 cups thinly sliced (chiffonade) collard greens')).toBe('collard greens');
    expect(named('2 cups red wine (Cabernet Sauvignon, Burgundy, etc.)')).toBe('red wine');
    expect(named('½ teaspoon fresh ground black pepper')).toBe('black pepper');
    expect(named('¼ teaspoon fine-ground white pepper')).toBe('white pepper');
    // Alternatives and other names for the food stay.
    expect(named('1 pound parsnip, turnip, or rutabaga')).toBe('parsnip, turnip, or rutabaga');
    expect(named('2 courgettes (zucchini), sliced')).toBe('courgettes (zucchini)');
  });

  it('reads the food after a list of preparations and a preparation offered two ways', () => {
    expect(parse('½ cup peeled, seeded, and diced tomato')).toMatchObject({
      name: 'tomato',
      ingredientId: 'tomato-raw',
    });
    expect(parse('¼ teaspoon freshly grated or ground nutmeg')).toMatchObject({
      name: 'nutmeg',
      preparation: 'freshly grated or ground',
    });
    expect(parse('1½ cups cooked or canned black beans').name).toBe('black beans');
    expect(parse('6 ounces dry, uncooked pasta')).toMatchObject({
      name: 'dry pasta',
      ingredientId: 'pasta-dry',
    });
  });

  it('reads a length as the size of one piece', () => {
    expect(parse('1 1/2-inch piece ginger, grated')).toMatchObject({
      quantity: 1,
      unit: 'piece',
      name: 'ginger',
      comment: '1 1/2-inch',
    });
    expect(parse('a thumb of ginger')).toMatchObject({ unit: 'piece', name: 'ginger' });
    expect(parse('thumb-sized piece of ginger, grated')).toMatchObject({
      quantity: 1,
      unit: 'piece',
      name: 'ginger',
    });
    // A slice of ginger is a coin of root, 2.2 g, not a slice of bread.
    expect(parse('4 thin slices fresh ginger')).toMatchObject({ unit: 'slice', grams: 8.8 });
    expect(parse('1 thumb-sized piece ginger, grated')).toMatchObject({
      unit: 'piece',
      name: 'ginger',
    });
    expect(parse('1 (2-inch) piece fresh ginger, peeled')).toMatchObject({
      quantity: 1,
      unit: 'piece',
      name: 'fresh ginger',
      comment: '2-inch',
    });
    // The same length unbracketed, after a count or "a".
    for (const line of ['1 2-inch piece of ginger', 'a 5cm piece of ginger, peeled']) {
      expect(parse(line)).toMatchObject({ quantity: 1, unit: 'piece', name: 'ginger' });
    }
  });

  it('reads "½ a cucumber" as half of one, without the article in the name', () => {
    expect(parse('½ a cucumber, diced')).toMatchObject({
      quantity: 0.5,
      unit: '',
      name: 'cucumber',
    });
    expect(parse('1/2 an onion')).toMatchObject({ quantity: 0.5, name: 'onion' });
  });

  it('weighs what is counted in ears, strips and envelopes by the food, else leaves it to weigh', () => {
    const corn = parse('2 ears of corn');
    const oneCob = parse('1 corn on the cob');
    expect(corn).toMatchObject({ unit: 'ear', name: 'corn' });
    expect(corn.grams).toBe(2 * (oneCob.grams ?? Number.NaN));
    expect(parse('2 strips bacon')).toMatchObject({ name: 'bacon', grams: 50 });
    expect(parse('3 strips lemon zest')).toMatchObject({ name: 'lemon zest', grams: null });
    expect(parse('1 envelope unflavored gelatin')).toMatchObject({
      name: 'unflavored gelatin',
      grams: 7,
    });
    expect(parse('a splash of milk')).toMatchObject({ name: 'milk', grams: null });
    expect(parse('1 ball mozzarella, torn')).toMatchObject({ name: 'mozzarella', grams: 125 });
    // A sheet of lasagne is dry pasta, as the catalogue's lasagne sheets are.
    expect(parse('9 sheets lasagne').grams).toBe(parse('9 lasagne sheets').grams);
    // The size printed on each sheet or pot is the size of each.
    expect(parse('2 (320 g) sheets puff pastry')).toMatchObject({
      name: 'puff pastry',
      grams: 640,
    });
    expect(parse('150g pot natural yogurt')).toMatchObject({ name: 'natural yogurt', grams: 150 });
  });

  it('reads on past how a cut is sold to the food ("bone-in, skin-on chicken thighs")', () => {
    expect(parse('4 bone-in, skin-on chicken thighs (about 2 pounds)')).toMatchObject({
      name: 'bone-in, skin-on chicken thighs',
      ingredientId: 'chicken-thigh-raw',
    });
    expect(parse('2 slices whole-grain bread, toasted').ingredientId).toBe('bread-wholemeal');
    expect(parse('1 cup pico de gallo').ingredientId).toBe('salsa');
    // "Little gem" is a lettuce, not a small gem; a grating or a squeeze is no food's name.
    expect(parse('2 little gem lettuces, leaves separated')).toMatchObject({
      size: null,
      name: 'little gem lettuces',
      ingredientId: 'lettuce-romaine-raw',
    });
    expect(parse('a grating of nutmeg')).toMatchObject({ unit: 'pinch', name: 'nutmeg' });
    expect(parse('a squeeze of lemon juice')).toMatchObject({ name: 'lemon juice', grams: null });
  });

  it('reads a count written "12 x" without a size as a plain count', () => {
    expect(parse('12 x Anzac biscuits')).toMatchObject({ quantity: 12, name: 'Anzac biscuits' });
    expect(parse('4 x eggs')).toMatchObject({ quantity: 4, unit: '', name: 'eggs' });
  });

  it('reads the juice of a counted fruit', () => {
    expect(parse('Juice of 1 lemon')).toMatchObject({
      quantity: 1,
      name: 'lemon',
      preparation: 'juice',
    });
  });
});
