import { CATALOGUE } from '@roastie/core';
import { describe, expect, it } from 'vitest';
import type { KitchenLine } from './kitchen-line.ts';
import { removeFromSteps, renameInSteps } from './step-text.ts';

const lineOf = (id: string): KitchenLine => {
  const ingredient = CATALOGUE.find((entry) => entry.id === id)!;
  return {
    ingredient,
    name: ingredient.name,
    role: 'base',
    origin: 'seed',
    amount: 200,
    unit: 'g',
  };
};

describe('renameInSteps', () => {
  it('renames every way a step names the food', () => {
    const steps = ['Soak the dry rice noodles, then drain the noodles.'];
    expect(renameInSteps(steps, lineOf('noodles-rice-dry'), 'egg noodles')).toEqual([
      'Soak the egg noodles, then drain the egg noodles.',
    ]);
  });

  it('names a food once in a list that already had the new name', () => {
    const worcestershire = lineOf('worcestershire-sauce');
    expect(
      renameInSteps(
        ['Stir the Worcestershire sauce, ketchup, soy sauce and sugar together.'],
        worcestershire,
        'soy sauce',
      ),
    ).toEqual(['Stir the soy sauce, ketchup and sugar together.']);
    expect(
      renameInSteps(
        ['Mix the soy sauce, ketchup and Worcestershire sauce.'],
        worcestershire,
        'soy sauce',
      ),
    ).toEqual(['Mix the soy sauce and ketchup.']);
  });

  it('leaves a step that already reads the new name as it is', () => {
    const steps = ['Cook the rice noodles according to the packet. Noodles go in the bowls.'];
    expect(renameInSteps(steps, lineOf('noodles-rice-dry'), 'rice noodles')).toEqual([
      'Cook the rice noodles according to the packet. Rice noodles go in the bowls.',
    ]);
  });

  it('reads as a cook writes after the rename: articles, no "cooked cooked", tofu crumbled', () => {
    const eggs = ['Beat the eggs. Top each bowl with an egg.'];
    expect(renameInSteps(eggs, lineOf('egg-whole-raw'), 'firm tofu')).toEqual([
      'Crumble the firm tofu. Top each bowl with a firm tofu.',
    ]);
    const rice = ['Cook the rice the day before, or spread freshly cooked rice on a tray.'];
    expect(
      renameInSteps(rice, lineOf('rice-white-long-grain-boiled'), 'cooked white rice'),
    ).toEqual([
      'Cook the white rice the day before, or spread freshly cooked white rice on a tray.',
    ]);
  });
});

describe('removeFromSteps', () => {
  it('takes a food out of a list and leaves the list reading right', () => {
    const cheese = lineOf('cheese-cottage');
    expect(
      removeFromSteps(
        ['Mix it into the mash with the cottage cheese, the salt and the pepper.'],
        cheese,
      ),
    ).toEqual(['Mix it into the mash with the salt and the pepper.']);
    expect(removeFromSteps(['Stir in the salt and the cottage cheese.'], cheese)).toEqual([
      'Stir in the salt.',
    ]);
    expect(
      removeFromSteps(['Arrange the beans, olives, eggs and cottage cheese on top.'], cheese),
    ).toEqual(['Arrange the beans, olives and eggs on top.']);
    expect(
      removeFromSteps(
        ['Halve the potatoes, tear the lettuce and drain the cottage cheese well.'],
        cheese,
      ),
    ).toEqual(['Halve the potatoes and tear the lettuce.']);
    expect(removeFromSteps(['Tear the lettuce and drain the cottage cheese.'], cheese)).toEqual([
      'Tear the lettuce.',
    ]);
    // Sentence by sentence: the one that lays the food on goes, the step that cooks the dish
    // stays though the food was beside it.
    const pork = lineOf('pork-belly-raw');
    const cabbage = lineOf('cabbage-raw');
    expect(
      removeFromSteps(
        [
          'Spoon in the cabbage batter. Lay the pork belly on top.',
          'Cook for 5 minutes more with the pork belly underneath, until crisp.',
          'Slice the pork belly thinly.',
        ],
        pork,
        [cabbage],
      ),
    ).toEqual(['Spoon in the cabbage batter.', 'Cook for 5 minutes more, until crisp.']);
    // A sentence that opens with a clause only about the food opens with the next clause.
    const egg = lineOf('egg-whole-raw');
    expect(
      removeFromSteps(['Brush with the beaten egg, sprinkle with the sugar and bake.'], egg),
    ).toEqual(['Sprinkle with the sugar and bake.']);
    expect(
      removeFromSteps(['Rest the dough. Beat the egg, then bake for 10 minutes.'], egg),
    ).toEqual(['Rest the dough. Bake for 10 minutes.']);
    expect(
      removeFromSteps(
        ['Slice the leeks, chop the garlic, and crumble the cottage cheese.'],
        cheese,
      ),
    ).toEqual(['Slice the leeks, chop the garlic.']);
    // A step with nothing left to do goes.
    expect(removeFromSteps(['Top with the cottage cheese.', 'Serve warm.'], cheese)).toEqual([
      'Serve warm.',
    ]);
  });
});
