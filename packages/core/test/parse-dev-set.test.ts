// Guards the parser's figures on the labelled dev lines (test/data/ingredient-lines-dev.csv), a
// little below what `npm run parse:report` shows (README "Ingredient-line parser"), so a change
// that makes real lines read worse fails here. Definitions: test/parse-metrics.ts.
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../src/catalogue/catalogue.ts';
import { loadIngredientLinesDevSet, readCsvRows } from './ingredient-lines-dev-set.ts';
import { parseMetrics, sameName, scoreLine } from './parse-metrics.ts';

describe('ingredient-line parser on the dev lines', () => {
  const lines = loadIngredientLinesDevSet();
  const metrics = parseMetrics(lines.map((line) => scoreLine(line, CATALOGUE)));

  it('reads all 3,000 labelled lines', () => {
    expect(metrics.lines).toBe(3000);
  });

  it('keeps quantity, unit and name accuracy, catalogue matches and grams at their levels', () => {
    expect(metrics.quantity).toBeGreaterThanOrEqual(0.99);
    expect(metrics.unit).toBeGreaterThanOrEqual(0.955);
    expect(metrics.name).toBeGreaterThanOrEqual(0.95);
    expect(metrics.catalogue).toBeGreaterThanOrEqual(0.93);
    expect(metrics.grams).toBeGreaterThanOrEqual(0.91);
  });
});

describe('scoring helpers', () => {
  it('compares names by their words, singular or plural, in any order', () => {
    expect(sameName('fresh thyme leaves', 'fresh thyme leaf')).toBe(true);
    expect(sameName('chile poblano', 'poblano chile')).toBe(true);
    expect(sameName('Parmigiano-Reggiano cheese', 'parmigiano reggiano cheese')).toBe(true);
    expect(sameName('butter', 'unsalted butter')).toBe(false);
  });

  it('reads quoted CSV fields', () => {
    expect(readCsvRows('a,"b, ""c""",d\n1,2,3\n')).toEqual([
      ['a', 'b, "c"', 'd'],
      ['1', '2', '3'],
    ]);
  });
});
