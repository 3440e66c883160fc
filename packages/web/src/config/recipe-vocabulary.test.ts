import { GI_BANDS, RECIPE_TYPES } from '@roastie/core';
import { describe, expect, it } from 'vitest';
import { GI_BAND_LIST, RECIPE_TYPE_LIST } from './recipe-vocabulary';

describe('recipe vocabulary', () => {
  it('lists the same types and GI bands as core, in the same order', () => {
    expect(RECIPE_TYPE_LIST).toEqual(RECIPE_TYPES);
    expect(GI_BAND_LIST).toEqual(GI_BANDS);
  });
});
