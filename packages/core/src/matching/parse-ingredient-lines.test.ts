// The ingredient-line parser on hand-written lines, one feature at a time (UK, US and metric
// writing), not on the dev set: docs/decisions/0012-ingredient-line-parser.md.
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../catalogue/catalogue.ts';
import { parseIngredientLines, parseIngredientText } from './parse-ingredient-lines.ts';

const parse = (line: string) => parseIngredientText(line);

describe('parseIngredientLines: quantities', () => {
  it.each([
    ['2 eggs', 2],
    ['1.5kg chicken', 1.5],
    ['1,5 kg potatoes', 1.5],
    ['1½ cups rice', 1.5],
    ['1 ½ cups rice', 1.5],
    ['1 1/2 cups sugar', 1.5],
    ['1-1/2 cups sugar', 1.5],
    ['¾ cup milk', 0.75],
    ['3/4 tsp salt', 0.75],
    ['a pinch of salt', 1],
    ['an onion', 1],
    ['half a lemon', 0.5],
    ['two carrots', 2],
  ])('%s -> %d', (line, quantity) => {
    expect(parse(line).quantity).toBeCloseTo(quantity, 6);
  });

  it('keeps the upper bound of a range', () => {
    expect(parse('2-3 cloves garlic')).toMatchObject({
      quantity: 2,
      quantityMax: 3,
      unit: 'clove',
    });
    expect(parse('2 to 3 cups flour')).toMatchObject({ quantity: 2, quantityMax: 3, unit: 'cup' });
    expect(parse('1–2 tsp chilli flakes')).toMatchObject({ quantity: 1, quantityMax: 2 });
    expect(parse('1 or 2 bay leaves')).toMatchObject({ quantity: 1, quantityMax: 2 });
  });

  it('reads "x" counts and printed container sizes, weighing count x size', () => {
    expect(parse('2 x 400g tins chopped tomatoes')).toMatchObject({
      quantity: 2,
      unit: 'can',
      name: 'chopped tomatoes',
      ingredientId: 'tomatoes-canned',
      grams: 800,
    });
    expect(parse('4 x 150g salmon fillets')).toMatchObject({ quantity: 4, unit: '', grams: 600 });
    expect(parse('1 (14.5-ounce) can diced tomatoes')).toMatchObject({
      quantity: 1,
      unit: 'can',
      grams: 411,
    });
    // A printed size is the can's net weight: pulses keep what is left once drained (240 of 400 g).
    expect(parse('2 cans (15 ounces each) black beans')).toMatchObject({ unit: 'can', grams: 510 });
    expect(parse('2 x 400g cans chickpeas, drained and rinsed').grams).toBe(480);
    expect(parse('1 (15 oz) can coconut milk').grams).toBe(425);
  });

  it('reads "as per taste" as a seasoning without an amount', () => {
    expect(parse('salt as per taste')).toMatchObject({
      name: 'salt',
      quantity: null,
      comment: 'as per taste',
    });
  });

  it('a line without a quantity says so and is kept', () => {
    expect(parse('salt and pepper, to taste')).toMatchObject({
      quantity: null,
      unit: null,
      grams: null,
      name: 'salt and pepper',
      comment: 'to taste',
    });
  });
});

describe('parseIngredientLines: units', () => {
  it.each([
    ['250 g flour', 'g'],
    ['1 kg potatoes', 'kg'],
    ['100 mg saffron', 'mg'],
    ['200 ml milk', 'ml'],
    ['1 litre stock', 'l'],
    ['5 cl rum', 'cl'],
    ['2 dl cream', 'dl'],
    ['1 dessertspoon honey', 'dessertspoon'],
    ['2 dsp olive oil', 'dessertspoon'],
    ['1 tsp salt', 'tsp'],
    ['1 t salt', 'tsp'],
    ['1 tbsp oil', 'tbsp'],
    ['1 Tbsp oil', 'tbsp'],
    ['2 TBSP butter', 'tbsp'],
    ['1 T sugar', 'tbsp'],
    ['4 Tb flour', 'tbsp'],
    ['1 c milk', 'cup'],
    ['2 cups milk', 'cup'],
    ['8 fl oz stock', 'fl oz'],
    ['4 oz. cheddar', 'oz'],
    ['2 lbs beef', 'lb'],
    ['1 pound beef', 'lb'],
    ['1 pint cream', 'pint'],
    ['1 quart stock', 'quart'],
    ['1 gallon water', 'gallon'],
    ['a pinch of salt', 'pinch'],
    ['a dash of Worcestershire sauce', 'dash'],
    ['3 cloves garlic', 'clove'],
    ['2 garlic cloves, crushed', 'clove'],
    ['2 slices bread', 'slice'],
    ['1 can chickpeas', 'can'],
    ['1 tin tomatoes', 'can'],
    ['1 jar pesto', 'jar'],
    ['1 packet yeast', 'packet'],
    ['1 pkt yeast', 'packet'],
    ['1 punnet strawberries', 'packet'],
    ['1 bunch coriander', 'bunch'],
    ['1 handful spinach', 'handful'],
    ['2 sprigs rosemary', 'sprig'],
    ['1 stick butter', 'stick'],
    ['1 head garlic', 'head'],
    ['2 stalks celery', 'stalk'],
    ['3 rashers smoked bacon', 'rasher'],
    ['knob of butter', 'knob'],
    ['2 pieces ginger', 'piece'],
    ['1 envelope unflavored gelatin', 'packet'],
    ['2 strips bacon', 'strip'],
    ['4 ears fresh corn, husked', 'ear'],
    ['a splash of milk', 'splash'],
    ['a good glug of olive oil', 'splash'],
    ['a drizzle of olive oil', 'drizzle'],
    ['drizzle of honey', 'drizzle'],
    ['1 mug basmati rice', 'cup'],
    ['6 sheets filo pastry', 'sheet'],
    ['1 ball mozzarella, torn', 'ball'],
    ['3 eggs', ''],
  ])('%s -> "%s"', (line, unit) => {
    expect(parse(line).unit).toBe(unit);
  });

  it('takes the first of two units written together', () => {
    expect(parse('150g/5¼oz plain flour')).toMatchObject({
      quantity: 150,
      unit: 'g',
      name: 'plain flour',
    });
    expect(parse('150ml/5fl oz double cream')).toMatchObject({
      quantity: 150,
      unit: 'ml',
      name: 'double cream',
    });
    expect(parse('500g/1lb 2oz potatoes')).toMatchObject({
      quantity: 500,
      unit: 'g',
      name: 'potatoes',
    });
    expect(parse('1 cup / 240 ml heavy cream')).toMatchObject({ unit: 'cup', name: 'heavy cream' });
    expect(parse('3 tbsp (45 ml) olive oil')).toMatchObject({
      unit: 'tbsp',
      name: 'olive oil',
      comment: '45 ml',
    });
  });
});

describe('parseIngredientLines: catalogue and grams', () => {
  it('answers one result per line, in order, with null for what matches nothing', () => {
    const parsed = parseIngredientLines([
      '200 g flour',
      '2 cloves garlic',
      '1 tsp unobtainium dust',
    ]);
    expect(parsed.map((p) => p.line)).toEqual([
      '200 g flour',
      '2 cloves garlic',
      '1 tsp unobtainium dust',
    ]);
    expect(parsed[2]).toMatchObject({ ingredientId: null, catalogueName: null, grams: null });
  });

  it.each([
    ['1 kohlrabi, peeled', 'kohlrabi-raw'],
    ['1 celeriac', 'celeriac-raw'],
    ['375g ready-rolled puff pastry', 'puff-pastry'],
    ['6 sheets filo pastry', 'filo-pastry'],
    ['250g halloumi, sliced', 'cheese-halloumi'],
    ['8 slices prosciutto', 'prosciutto'],
    ['250g mascarpone', 'cheese-mascarpone'],
    ['200g fresh cranberries', 'cranberries-raw'],
    ['2 star anise', 'star-anise'],
    ['1 ciabatta loaf', 'bread-ciabatta'],
    ['1 tbsp tamarind paste', 'tamarind'],
    ['100g white chocolate, chopped', 'chocolate-white'],
  ])('knows %s', (line, id) => {
    expect(parse(line).ingredientId).toBe(id);
  });

  it('does not take a food for a near one (wrong matches found by hand)', () => {
    // Dried cranberries are not fresh ones, white chocolate is not dark, cut tomato is not canned.
    expect(parse('100g dried cranberries').ingredientId).toBe('cranberries-dried');
    expect(parse('100g white chocolate').ingredientId).toBe('chocolate-white');
    expect(parse('3 tbsp diced tomato').ingredientId).toBe('tomato-raw');
    expect(parse('2 hard-boiled eggs').ingredientId).toBe('egg-hard-boiled');
    expect(parse('1 tsp ground ginger').ingredientId).toBe('ginger-ground');
    expect(parse('2 tbsp grated fresh ginger').ingredientId).toBe('ginger-fresh');
    // A single word is read from the right (the head noun), except in a list.
    expect(parse('2 tbsp raspberry vinegar').ingredientId).toBe('vinegar-white');
    expect(parse('salt and pepper, to taste').ingredientId).toBe('salt-table');
    // A blend, a soup or a mix is not the food it is named for; the line stays unknown.
    expect(parse('1 tsp apple pie spice').ingredientId).toBe('mixed-spice');
    expect(parse('1 tsp Old Bay seasoning').ingredientId).toBeNull();
    expect(parse('1 can condensed cream of mushroom soup').ingredientId).toBeNull();
    expect(parse('1 packet French onion soup mix').ingredientId).toBeNull();
    expect(parse('300 g stir-fry vegetables').ingredientId).toBeNull();
    expect(parse('1 (9 inch) prepared graham cracker crust').ingredientId).toBeNull();
    expect(parse('1 (9 inch) unbaked pie crust').ingredientId).toBe('shortcrust-pastry');
    expect(parse('2 cups fries').ingredientId).toBe('potato-french-fries');
    expect(parse('1 cup shredded Mexican blend cheese').ingredientId).toBe('cheese-monterey-jack');
    expect(parse('1 (14.5 oz) can fire-roasted tomatoes').ingredientId).toBe('tomatoes-canned');
    // Korean soybean paste is weighed and counted as miso, not as boiled soybeans.
    expect(parse('1 tbsp doenjang (Korean soybean paste)').ingredientId).toBe('miso');
    // A dried chile weighs half a gram, not a fresh one's 45 g; its flakes are the ground spice.
    expect(parse('4 dried red chillies')).toMatchObject({
      ingredientId: 'chili-pepper-dried',
      grams: 2,
    });
    expect(parse('1 tsp dried red chile flakes').ingredientId).toBe('cayenne');
    // Nutritional yeast is flakes, a third of baker's yeast's weight a spoon, and no leavening.
    const flakes = parse('2 tbsp nutritional yeast');
    expect(flakes.ingredientId).toBe('nutritional-yeast');
    expect(flakes.grams).toBeCloseTo(7.5, 0);
    expect(parse('3 tbsp yeast flakes').ingredientId).toBe('nutritional-yeast');
    expect(parse('1 tsp active dry yeast').ingredientId).toBe('yeast-active-dry');
    // Chicken bought or left cooked is cooked meat, a cup of it 140 g, not a raw bird unweighed.
    for (const line of [
      '2 cups shredded rotisserie chicken',
      '2 cups leftover chicken, shredded',
      '2 cups pulled chicken',
    ]) {
      expect(parseIngredientText(line, { locale: 'us' })).toMatchObject({
        ingredientId: 'chicken-breast-roasted',
        grams: 280,
      });
    }
  });

  it('weighs kitchen units by the food, else by their typical weight', () => {
    expect(parse('2 cloves garlic').grams).toBe(6);
    expect(parse('1 medium onion').grams).toBe(110);
    expect(parse('1 large onion').grams).toBe(150);
    expect(parse('1 slice white bread').grams).toBe(25);
    expect(parse('1 can chickpeas, drained').grams).toBe(240);
    expect(parse('1 can black beans, drained and rinsed').grams).toBe(240);
    expect(parse('1 can sweetened condensed milk').grams).toBe(397);
    expect(parse('1 can pineapple chunks').grams).toBe(400);
    expect(parse('1 can coke')).toMatchObject({ ingredientId: 'cola', grams: 370 });
    expect(parse('2 slices toast')).toMatchObject({ ingredientId: 'bread-white', grams: 50 });
    expect(parse('1 stick butter').grams).toBe(113);
    expect(parse('knob of butter').grams).toBe(15);
    expect(parse('3 rashers bacon').grams).toBe(75);
    expect(parse('2 pork chops').grams).toBe(302);
    expect(parse('1 head garlic').grams).toBe(40);
    expect(parse('1 bunch spring onions').grams).toBe(100);
    expect(parse('a pinch of salt').grams).toBeGreaterThan(0);
    // A US package of cream cheese is the 8 oz brick.
    expect(parse('1 pkg cream cheese').grams).toBe(227);
  });

  it('weighs a line by the weight it states beside a count or a measure', () => {
    const weighed = (line: string) => {
      const { grams, gramsStated, unit, quantity } = parse(line);
      return { grams, gramsStated, unit, quantity };
    };
    // The author's weight, not a typical sweet potato's or a cup's density; count and unit kept.
    expect(weighed('2 sweet potatoes (about 600g), peeled and cut into chunks')).toEqual({
      grams: 600,
      gramsStated: true,
      unit: '',
      quantity: 2,
    });
    expect(weighed('2 cups flour (250g)')).toMatchObject({ grams: 250, gramsStated: true });
    expect(weighed('1 cup (200 g) sugar')).toMatchObject({ grams: 200, gramsStated: true });
    expect(weighed('1 pack of puff pastry (320g)')).toMatchObject({ grams: 320 });
    expect(weighed('1 butternut squash (about 1kg), peeled')).toMatchObject({ grams: 1000 });
    expect(weighed('1 large onion (200g/7oz), finely chopped')).toMatchObject({ grams: 200 });
    expect(weighed('2-3 sweet potatoes (about 600g)')).toMatchObject({ grams: 600 });
    // "each" is the weight of one.
    expect(weighed('4 salmon fillets (about 150g each)')).toMatchObject({ grams: 600 });
    expect(weighed('2 chicken breasts, 200g each')).toMatchObject({ grams: 400 });
    // "weighing about", "weighs", and an "each" before the amount.
    expect(weighed('1 roasting chicken, weighing about 3½ pounds')).toMatchObject({
      grams: 1588,
      gramsStated: true,
    });
    expect(weighed('1 duck, weighs 2 kg')).toMatchObject({ grams: 2000, gramsStated: true });
    expect(weighed('2 large navel oranges (each about 6 ounces)')).toMatchObject({ grams: 340 });
    // Not a stated weight: a volume beside a spoon, an extra amount, a count beside a weight.
    expect(weighed('3 tbsp (45 ml) olive oil')).toMatchObject({ gramsStated: false });
    expect(weighed('2 cups flour, plus 50g for dusting')).toMatchObject({ gramsStated: false });
    expect(weighed('1 lb potatoes (about 3 medium)')).toMatchObject({
      grams: 454,
      gramsStated: false,
    });
    expect(weighed('200g/7oz plain flour')).toMatchObject({ grams: 200, gramsStated: false });
    // A volume weighs a count only where the food's pieces cannot be weighed.
    const squash = '1 medium butternut squash, peeled and cubed (about 4 cups)';
    expect(parseIngredientText(squash, { locale: 'us' })).toMatchObject({
      grams: 560,
      gramsStated: true,
    });
    expect(weighed('2 bananas, mashed (about 1 cup)')).toMatchObject({
      grams: 236,
      gramsStated: false,
    });
    // An ear of sweet corn is its kernels (FDA: 90 g from a medium ear).
    expect(weighed('2 ears corn')).toMatchObject({ grams: 180 });
    // A weight range is its midpoint, printed before the food or in brackets.
    expect(parse('1 3½- to 4-pound chicken, cut into 8 pieces')).toMatchObject({
      name: 'chicken',
      grams: 1701,
    });
    expect(weighed('1 (3- to 4-pound) chicken')).toMatchObject({ grams: 1588 });
    expect(weighed('1 duck (4½ to 5 pounds), rinsed')).toMatchObject({ grams: 2155 });
    expect(weighed('12 lamb chops, 3-4 ounces each')).toMatchObject({ grams: 1191 });
    // A bag or bottle with what it holds printed beside it.
    expect(parse('1 bag (10 oz) baby spinach')).toMatchObject({ name: 'baby spinach', grams: 283 });
    expect(parse('1 bottle (750 ml) red wine').name).toBe('red wine');
  });

  it('weighs pasta and noodles by the packet or nest as bought, dry', () => {
    expect(parse('1 packet spaghetti').grams).toBe(500);
    expect(parse('2 nests egg noodles').grams).toBe(125);
    expect(parse('2 packets instant ramen').grams).toBe(170);
    expect(parse('12 lasagne sheets').grams).toBe(240);
  });

  it('weighs a line with what it adds: "1 lb 4 oz", "¾ cup plus 2 tbsp", "1 cup minus 2 tbsp"', () => {
    expect(parse('1 lb 4 oz ground beef').grams).toBe(567);
    expect(parse('2 kg 500 g flour').grams).toBe(2500);
    expect(parse('¾ cup plus 2 tbsp water').grams).toBe(218);
    expect(parse('1 cup minus 2 tbsp water').grams).toBe(220);
    expect(parse('½ plus 1/8 teaspoon water')).toMatchObject({ unit: 'tsp', grams: 3.1 });
    // The dessertspoon is 10 ml: honey weighs 1.42 g a millilitre.
    expect(parse('1 dessertspoon water').grams).toBe(10);
  });

  it('weighs a can printed by its net weight drained, for the foods drained before use', () => {
    expect(parse('400g can lentils, drained').grams).toBe(240);
    expect(parse('400g tin chickpeas').grams).toBe(240);
    expect(parse('400g can chopped tomatoes').grams).toBe(400);
  });

  it('weighs a grain or pulse the line says is uncooked as the uncooked food', () => {
    const uncooked = CATALOGUE.find((food) => food.id === 'quinoa-dry')!.household.cup!;
    const cooked = CATALOGUE.find((food) => food.id === 'quinoa-boiled')!.household.cup!;
    expect(uncooked).not.toBe(cooked);
    expect(parse('1 cup quinoa, uncooked').grams).toBe(Math.round(uncooked * (250 / 236.588)));
    expect(parse('1 cup quinoa').grams).toBe(Math.round(cooked * (250 / 236.588)));
    const lentils = CATALOGUE.find((food) => food.id === 'lentils-dry')!.household.cup!;
    expect(parse('1 cup dried red lentils').grams).toBe(Math.round(lentils * (250 / 236.588)));
    // Soaking comes before the pot: a soaked grain or pulse was measured uncooked.
    const toor = CATALOGUE.find((food) => food.id === 'pigeon-peas-dry')!.household.cup!;
    expect(parse('1 cup toor dal, soaked overnight').grams).toBe(
      Math.round(toor * (250 / 236.588)),
    );
  });

  it('reads cups, spoons and pints as the locale says: metric by default', () => {
    const [metric] = parseIngredientLines(['1 cup water']);
    const [us] = parseIngredientLines(['1 cup water'], { locale: 'us' });
    const [uk] = parseIngredientLines(['1 pint water'], { locale: 'uk' });
    const [usPint] = parseIngredientLines(['1 pint water'], { locale: 'us' });
    expect(metric?.grams).toBe(250);
    expect(us?.grams).toBe(237);
    expect(uk?.grams).toBeCloseTo(568, -1);
    expect(usPint?.grams).toBeCloseTo(473, -1);
  });
});
