import { CATALOGUE } from '@roastie/core';
import { describe, expect, it } from 'vitest';
import type { KitchenLine } from './kitchen-line.ts';
import { renameInSteps } from './step-text.ts';

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

  it('leaves a step that already reads the new name as it is', () => {
    const steps = ['Cook the rice noodles according to the packet. Noodles go in the bowls.'];
    expect(renameInSteps(steps, lineOf('noodles-rice-dry'), 'rice noodles')).toEqual([
      'Cook the rice noodles according to the packet. Rice noodles go in the bowls.',
    ]);
  });
});
