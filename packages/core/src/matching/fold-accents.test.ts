import { describe, expect, it } from 'vitest';
import { foldAccents } from './fold-accents.ts';

describe('foldAccents', () => {
  it('takes the accents off the letters cooks type without them', () => {
    expect(foldAccents('Salade Niçoise')).toBe('Salade Nicoise');
    expect(foldAccents('Crème brûlée')).toBe('Creme brulee');
    expect(foldAccents('Açaí bowl, jalapeño')).toBe('Acai bowl, jalapeno');
    expect(foldAccents('Phở bò')).toBe('Pho bo');
    expect(foldAccents('Smørrebrød, œufs, Straße')).toBe('Smorrebrod, oeufs, Strasse');
  });

  it('leaves plain text, digits, punctuation and other scripts as they are', () => {
    expect(foldAccents('2 cups flour (100%)')).toBe('2 cups flour (100%)');
    expect(foldAccents('寿司 and кимчи')).toBe('寿司 and кимчи');
  });
});
