import { describe, expect, it } from 'vitest';
import { preferredDiet, preferredFilters } from './preferred-filters.ts';

describe('preferredDiet', () => {
  it.each([
    [null, null],
    [[], null],
    [['Vegetarian'], 'vegetarian'],
    [['Vegan'], 'vegan'],
    [['Vegetarian', 'Vegan'], 'vegan'],
    [['Non-Vegetarian'], null],
    // Someone who ticks both eats anything: no filter.
    [['Vegan', 'Non-Vegetarian'], null],
  ])('%j gives %s', (answers, diet) => {
    expect(preferredDiet(answers)).toBe(diet);
  });
});

describe('preferredFilters', () => {
  it('starts a No Glucose Spikes vegetarian at Low GI and vegetarian recipes', () => {
    expect(
      preferredFilters({
        foodPreferences: ['Vegetarian'],
        dishPriority: 'No Glucose Spikes',
      }),
    ).toEqual({ diet: 'vegetarian', gi: 'Low' });
  });

  it('filters nothing for other priorities, or before the questionnaire is answered', () => {
    expect(
      preferredFilters({
        foodPreferences: ['Non-Vegetarian'],
        dishPriority: 'Fancy and Sophisticated',
      }),
    ).toEqual({ diet: null, gi: null });
    expect(preferredFilters(null)).toEqual({ diet: null, gi: null });
  });
});
