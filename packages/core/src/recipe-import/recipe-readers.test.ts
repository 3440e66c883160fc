import { describe, expect, it } from 'vitest';
import broadcaster from '../../test/fixtures/recipe-import/broadcaster-recipe.json' with { type: 'json' };
import newspaper from '../../test/fixtures/recipe-import/newspaper-recipe.json' with { type: 'json' };
import wordpress from '../../test/fixtures/recipe-import/wordpress-plugin-recipe.json' with { type: 'json' };
import {
  cardWithHeadings,
  copiedPageNoHeadings,
} from '../../test/fixtures/recipe-import/pasted-recipes.ts';
import { durationMinutes } from './iso-duration.ts';
import { readJsonLdRecipe } from './read-json-ld-recipe.ts';
import { readRecipeText } from './read-recipe-text.ts';
import { guessRecipeType } from './guess-recipe-type.ts';
import { decodeEntities, plainText } from './plain-text.ts';
import { isIngredientHeading } from './ingredient-heading.ts';

describe('durationMinutes', () => {
  it.each([
    ['PT1H30M', 90],
    ['PT90M', 90],
    ['P0DT0H45M', 45],
    ['P1DT2H', 1560],
    ['PT20M30S', 21],
    ['PT0.5H', 30],
    ['45 mins', 45],
    ['1 hr 10 minutes', 70],
    [25, 25],
  ])('%s is %d minutes', (value, minutes) => {
    expect(durationMinutes(value)).toBe(minutes);
  });
  it.each([['P'], ['PT'], ['soon'], [null], [-3]])('%s is unreadable', (value) => {
    expect(durationMinutes(value)).toBeNull();
  });
});

describe('plainText', () => {
  it('turns HTML into lines and decodes entities', () => {
    expect(
      plainText('<p>Salt &amp; pepper</p><p>Bake at 180&deg;C&nbsp;&#8211; 20&#x20;min</p>'),
    ).toBe('Salt & pepper\nBake at 180°C – 20 min');
    expect(decodeEntities('&bogus; &#0;')).toBe('&bogus; &#0;');
  });
});

describe('readJsonLdRecipe', () => {
  it('reads a single Recipe with HowToSteps, an ImageObject and prep plus cook time', () => {
    const recipe = readJsonLdRecipe(broadcaster);
    expect(recipe).toMatchObject({
      name: 'Lentil and spinach dal',
      servings: 4,
      totalMinutes: 75,
      imageUrl: 'https://food.example/images/lentil-dal-16x9.jpg',
    });
    expect(recipe?.ingredientLines).toHaveLength(7);
    expect(recipe?.ingredientLines[0]).toBe('250g/9oz red lentils');
    expect(recipe?.steps).toHaveLength(4);
    expect(recipe?.steps[2]).toContain('750ml/1⅓ pint water');
    expect(recipe?.categories).toContain('Main course');
  });

  it('finds the Recipe in an array, flattens HowToSections and reads a list of ImageObjects', () => {
    const recipe = readJsonLdRecipe(newspaper);
    expect(recipe?.name).toBe('Sheet-Pan Chicken With Chickpeas & Lemon');
    expect(recipe?.description).toBe('Crisp-skinned chicken thighs roast on a bed of chickpeas.');
    expect(recipe?.totalMinutes).toBe(75);
    expect(recipe?.servings).toBe(4);
    expect(recipe?.imageUrl).toBe('https://cooking.example/img/chicken-3x2.jpg');
    expect(recipe?.steps).toEqual([
      'For the chickpeas: Heat oven to 425 degrees. Toss the chickpeas with half the oil and the cumin.',
      'For the chicken: Season the chicken and nestle it into the chickpeas, skin side up.',
      'Scatter the lemon over and roast for 45 minutes, until the skin is crisp.',
    ]);
  });

  it('finds the Recipe in a WordPress @graph, with entities, a yield list and image strings', () => {
    const recipe = readJsonLdRecipe(wordpress);
    expect(recipe?.name).toBe('Chewy Oat Bars');
    expect(recipe?.description).toContain('dates & a little');
    expect(recipe?.servings).toBe(12);
    expect(recipe?.totalMinutes).toBe(35);
    expect(recipe?.imageUrl).toBe('https://blog.example/wp-content/uploads/oat-bars.jpg');
    expect(recipe?.ingredientLines).toContain('50 g dark chocolate – chopped');
    expect(recipe?.ingredientLines).toContain('½ tsp salt');
    expect(recipe?.steps[0]).toBe('Preheat the oven to 180°C and line a 20 cm tin.');
    expect(recipe?.categories).toEqual(['Dessert', 'Snack']);
  });

  it('reads instructions written as one string and a yield given as a number', () => {
    const recipe = readJsonLdRecipe({
      '@type': 'http://schema.org/Recipe',
      name: 'Toast',
      recipeIngredient: '2 slices bread',
      recipeInstructions: '1. Toast the bread.\n2. Butter it.',
      recipeYield: 2,
      image: { '@type': 'ImageObject', contentUrl: 'https://x.example/t.jpg' },
    });
    expect(recipe).toMatchObject({
      ingredientLines: ['2 slices bread'],
      steps: ['Toast the bread.', 'Butter it.'],
      servings: 2,
      imageUrl: 'https://x.example/t.jpg',
      totalMinutes: null,
    });
  });

  it('leaves out the headings a page puts among its ingredients', () => {
    const recipe = readJsonLdRecipe({
      '@type': 'Recipe',
      name: 'Lemon Tart',
      recipeIngredient: [
        'FOR THE PASTRY',
        '200g plain flour',
        '100g butter',
        'For the filling:',
        '3 eggs',
        'Topping:',
        'Icing sugar, to dust',
      ],
    });
    expect(recipe?.ingredientLines).toEqual([
      '200g plain flour',
      '100g butter',
      '3 eggs',
      'Icing sugar, to dust',
    ]);
  });

  it('answers null when there is no Recipe', () => {
    expect(readJsonLdRecipe({ '@type': 'Article', name: 'News' })).toBeNull();
    expect(readJsonLdRecipe('Recipe')).toBeNull();
    expect(readJsonLdRecipe(null)).toBeNull();
  });
});

describe('readRecipeText', () => {
  it('splits a card by its headings and reads serves and times', () => {
    const recipe = readRecipeText(cardWithHeadings);
    expect(recipe.name).toBe("Mum's Vegetable Soup");
    expect(recipe.description).toBe('A big pot that lasts the week.');
    expect(recipe.servings).toBe(6);
    expect(recipe.totalMinutes).toBe(60);
    expect(recipe.ingredientLines).toEqual([
      '2 tbsp olive oil',
      '1 large onion, chopped',
      '3 carrots, diced',
      '2 celery sticks, sliced',
      '400g tin chopped tomatoes',
      '1.5 litres vegetable stock',
      'salt and pepper to taste',
    ]);
    expect(recipe.steps).toHaveLength(3);
    expect(recipe.steps[0]).toMatch(/^Warm the oil/);
  });

  it('keeps a part of the ingredient list ("Sauce:") out of the foods', () => {
    const recipe = readRecipeText(
      'Chicken Skewers\nIngredients\n500g chicken thighs\nMarinade:\n150g yoghurt\n1 tsp cumin\nMethod\nThread and grill.',
    );
    expect(recipe.ingredientLines).toEqual(['500g chicken thighs', '150g yoghurt', '1 tsp cumin']);
  });

  it('reads a line of times as times, not as the description', () => {
    const times = (line: string) => readRecipeText(`Title\n${line}\nIngredients\n1 egg`);
    expect(times('Prep 20 mins, cook 40 mins')).toMatchObject({
      totalMinutes: 60,
      description: '',
    });
    expect(times('Prep: 15 mins | Cook: 1 hr 10 mins').totalMinutes).toBe(85);
    expect(times('Prep:15 mins Cook:40 mins Easy').totalMinutes).toBe(55);
    expect(times('Ready in 45 minutes').totalMinutes).toBe(45);
    expect(times('Takes 30 mins').totalMinutes).toBe(30);
    // A sentence that mentions a time is not a line of times.
    expect(times('Cook the pasta for 10 mins until soft.')).toMatchObject({
      totalMinutes: null,
      description: 'Cook the pasta for 10 mins until soft.',
    });
  });

  it("leaves the author's byline out of the description", () => {
    const recipe = readRecipeText(
      'Crispy Gnocchi\nBy Ali Slagle\nYield: 4 servings\nIngredients\n1 lb gnocchi\nPreparation\nStep 1\nFry the gnocchi.',
    );
    expect(recipe).toMatchObject({ name: 'Crispy Gnocchi', description: '', servings: 4 });
    expect(recipe.steps).toEqual(['Fry the gnocchi.']);
  });

  it('takes a sentence that opens with "A" for the description, not an ingredient', () => {
    const recipe = readRecipeText(
      'Easy banana bread\nA moist, simple loaf that uses up overripe bananas.\nPrep: 15 mins\n140g butter\nA pinch of salt\n2 ripe bananas, mashed\nHeat the oven to 180C. Butter a loaf tin.',
    );
    expect(recipe.description).toBe('A moist, simple loaf that uses up overripe bananas.');
    expect(recipe.ingredientLines).toEqual([
      '140g butter',
      'A pinch of salt',
      '2 ripe bananas, mashed',
    ]);
  });

  it('sorts lines by shape when there are no headings', () => {
    const recipe = readRecipeText(copiedPageNoHeadings);
    expect(recipe.name).toBe('Quick Banana Pancakes');
    expect(recipe.description).toBe('Fluffy pancakes for a lazy breakfast.');
    expect(recipe.ingredientLines).toEqual([
      '2 ripe bananas',
      '2 eggs',
      '½ cup rolled oats',
      '1 tsp baking powder',
    ]);
    expect(recipe.steps).toHaveLength(3);
    expect(recipe.servings).toBeNull();
  });
});

describe('guessRecipeType', () => {
  it('prefers the category, then the name, else leaves it to the cook', () => {
    expect(guessRecipeType(['Dessert', 'Snack'], 'Chewy Oat Bars')).toBe('Dessert');
    expect(guessRecipeType([], 'Quick Banana Pancakes')).toBe('Breakfast');
    expect(guessRecipeType(['Main course'], 'Lentil dal')).toBe('Dinner');
    expect(guessRecipeType([], 'Grandma’s special')).toBeNull();
    // A meat or fish dish is dinner, even as a pie; a salad or soup is lunch even with meat in it;
    // a meal named outright wins; "sweet potato" is no dessert.
    expect(guessRecipeType([], 'Chicken Tikka Masala')).toBe('Dinner');
    expect(guessRecipeType([], 'Chicken and Leek Pie')).toBe('Dinner');
    expect(guessRecipeType([], 'Apple Pie')).toBe('Dessert');
    expect(guessRecipeType([], 'Chicken Noodle Soup')).toBe('Lunch');
    expect(guessRecipeType([], 'Breakfast Burrito')).toBe('Breakfast');
    expect(guessRecipeType([], 'Sweet Potato Curry')).toBe('Dinner');
    expect(guessRecipeType([], 'Oat Cookies')).toBe('Dessert');
  });
});

describe('isIngredientHeading', () => {
  it('tells a part of the list from a food', () => {
    for (const heading of [
      'For the sauce:',
      'Sauce:',
      'To serve:',
      'FILLING',
      'FOR THE CRUST',
      'Ingredients',
    ])
      expect(isIngredientHeading(heading), heading).toBe(true);
    for (const food of [
      'Salt',
      'salt and pepper',
      'Lemon juice: 3 tablespoons',
      '2 eggs',
      'Fresh parsley, to serve',
      'EVOO',
    ])
      expect(isIngredientHeading(food), food).toBe(false);
  });
});
