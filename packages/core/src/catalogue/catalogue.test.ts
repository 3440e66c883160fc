// Invariants every catalogue record must keep, checked record by record. Each check collects all
// offenders and prints "<id>: <what is wrong>", so a failing run names the ingredient to fix.
import { describe, expect, it } from 'vitest';
import {
  CATALOGUE,
  CATALOGUE_FILES,
  catalogueById,
  catalogueByName,
  catalogueNameKey,
  readCatalogueFile,
} from './catalogue.ts';
import {
  DEFAULT_UNITS,
  GI_TABLES,
  INGREDIENT_CATEGORIES,
  type CatalogueIngredient,
} from './ingredient.ts';

const UNITS: readonly string[] = DEFAULT_UNITS;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Runs `problem` on every record; returns "id: problem" for each record where it finds one. */
function offenders(check: (entry: CatalogueIngredient) => string | null): string[] {
  return CATALOGUE.flatMap((entry) => {
    const problem = check(entry);
    return problem === null ? [] : [`${entry.id}: ${problem}`];
  });
}

/**
 * Energy from the Atwater general factors (FAO 2003, Food energy: methods of analysis and
 * conversion factors, ch. 3): protein 4, fat 9, available carbohydrate 4, fibre 2, alcohol 7 kcal/g.
 */
function atwaterKcal(entry: CatalogueIngredient): number {
  const n = entry.per100g;
  return 4 * n.protein + 9 * n.fat + 4 * n.carbs + 2 * n.fibre + 7 * (n.alcohol ?? 0);
}

/** Tolerance: USDA energy uses Atwater *specific* factors, which differ from the general ones. */
function atwaterTolerance(kcal: number): number {
  return Math.max(15, 0.12 * kcal);
}

/**
 * Records whose USDA energy is right but cannot be reproduced from the general factors. Each was
 * checked against FoodData Central; the reason says why the general factors do not fit it.
 */
const ATWATER_EXEMPT: Record<string, string> = {
  'cocoa-powder': 'USDA uses specific factors for cocoa (protein 1.83, carbohydrate 1.33 kcal/g)',
  'vinegar-white': 'energy comes from acetic acid, which the general factors omit',
  'vinegar-rice': 'energy comes from acetic acid, which the general factors omit',
  'vinegar-cider': 'energy comes from acetic acid, which the general factors omit',
  'vinegar-red-wine': 'energy comes from acetic acid, which the general factors omit',
  'vinegar-white-wine': 'energy comes from acetic acid, which the general factors omit',
  'vinegar-balsamic': 'energy comes partly from acetic acid, which the general factors omit',
  'baking-powder': 'carbohydrate by difference includes leavening acid salts',
  'navy-beans-boiled':
    'USDA applies specific factors to total carbohydrate, fibre (10.5 g) included',
  'bay-leaf': 'USDA uses spice-specific factors, lower than the general ones',
  'lime-leaves': 'figures are those of bay leaf (analogy), which uses spice-specific factors',
  cayenne: 'USDA uses spice-specific factors, lower than the general ones',
  paprika: 'USDA uses spice-specific factors, lower than the general ones',
  sumac: 'figures are those of paprika (analogy), which uses spice-specific factors',
  cumin: 'USDA uses spice-specific factors, lower than the general ones',
  'coriander-seed': 'USDA uses spice-specific factors, lower than the general ones',
  cloves: 'USDA uses spice-specific factors, lower than the general ones',
  allspice: 'USDA uses spice-specific factors, lower than the general ones',
  'star-anise': 'figures are those of anise seed (analogy), which uses spice-specific factors',
  saffron: 'USDA uses spice-specific factors, lower than the general ones',
  'poultry-seasoning': 'USDA uses spice-specific factors, lower than the general ones',
  'cranberry-beans-boiled':
    'USDA applies specific factors to total carbohydrate, fibre (10 g) included',
  'cranberry-beans-dry':
    'USDA applies specific factors to total carbohydrate, fibre (24.7 g) included',
  'cacao-nibs':
    'figures are those of unsweetened baking chocolate (analogy), which uses cocoa-specific factors',
  xylitol:
    'polyol at 2.4 kcal/g (Regulation (EU) No 1169/2011, Annex XIV), counted in full as carbohydrate so its measured GI gives its glycemic load',
  maltitol:
    'polyol at 2.4 kcal/g (Regulation (EU) No 1169/2011, Annex XIV), counted in full as carbohydrate so its measured GI gives its glycemic load',
  'wheat-bran': 'USDA applies specific factors to total carbohydrate, fibre (42.8 g) included',
  allulose:
    'FDA factor 0.4 kcal/g; not available carbohydrate (negligible glycaemic effect), so no macronutrient carries its energy',
};

describe('catalogue size and shape', () => {
  it('holds at least 400 ingredients', () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(400);
  });

  it('represents every category', () => {
    const present = new Set(CATALOGUE.map((entry) => entry.category));
    expect(INGREDIENT_CATEGORIES.filter((category) => !present.has(category))).toEqual([]);
  });

  it('uses known categories and default units', () => {
    const categories: readonly string[] = INGREDIENT_CATEGORIES;
    expect(
      offenders((e) =>
        !categories.includes(e.category)
          ? `unknown category ${e.category}`
          : !UNITS.includes(e.defaultUnit)
            ? `unknown default unit ${e.defaultUnit}`
            : null,
      ),
    ).toEqual([]);
  });
});

describe('ids, names and aliases', () => {
  it('has unique slug ids', () => {
    const seen = new Set<string>();
    expect(
      offenders((e) => {
        if (!SLUG.test(e.id)) return 'id is not a slug';
        if (seen.has(e.id)) return 'id used twice';
        seen.add(e.id);
        return null;
      }),
    ).toEqual([]);
  });

  it('writes names and aliases in lower case, trimmed, non-empty', () => {
    expect(
      offenders((e) => {
        const bad = [e.name, ...e.aliases].find(
          (text) => text.length === 0 || text !== text.trim() || text !== text.toLowerCase(),
        );
        return bad === undefined ? null : `"${bad}" is empty, padded or not lower case`;
      }),
    ).toEqual([]);
  });

  it('never repeats a name or alias across the catalogue (a name is never an alias elsewhere)', () => {
    const owner = new Map<string, string>();
    expect(
      offenders((e) => {
        for (const text of [e.name, ...e.aliases]) {
          const key = catalogueNameKey(text);
          const other = owner.get(key);
          if (other !== undefined) return `"${text}" is already used by ${other}`;
          owner.set(key, e.id);
        }
        return null;
      }),
    ).toEqual([]);
  });

  it('lists the plural of common count nouns as an alias', () => {
    const plurals: Record<string, string> = {
      banana: 'bananas',
      tomato: 'tomatoes',
      apple: 'apples',
      egg: 'eggs',
      onion: 'onions',
      carrot: 'carrots',
      potato: 'potatoes',
      lemon: 'lemons',
    };
    for (const [name, plural] of Object.entries(plurals)) {
      expect(catalogueByName(plural)?.name, `${plural} should find ${name}`).toBe(name);
    }
  });
});

describe('nutrition per 100 g', () => {
  it('has finite, non-negative figures', () => {
    expect(
      offenders((e) => {
        const bad = Object.entries(e.per100g).find(([, v]) => !Number.isFinite(v) || v < 0);
        return bad === undefined ? null : `${bad[0]} is ${bad[1]}`;
      }),
    ).toEqual([]);
  });

  it('keeps protein + fat + carbs + fibre (+ alcohol) at or under 100 g', () => {
    expect(
      offenders((e) => {
        const n = e.per100g;
        const sum = n.protein + n.fat + n.carbs + n.fibre + (n.alcohol ?? 0);
        return sum > 100 ? `macronutrients add up to ${sum.toFixed(2)} g` : null;
      }),
    ).toEqual([]);
  });

  it('keeps sugars within available carbohydrate (+0.5 g rounding)', () => {
    expect(
      offenders((e) =>
        e.per100g.sugars > e.per100g.carbs + 0.5
          ? `sugars ${e.per100g.sugars} g exceed carbs ${e.per100g.carbs} g`
          : null,
      ),
    ).toEqual([]);
  });

  it('agrees with the Atwater general factors within max(15 kcal, 12 %)', () => {
    expect(
      offenders((e) => {
        if (e.id in ATWATER_EXEMPT) return null;
        const estimate = atwaterKcal(e);
        const diff = e.per100g.kcal - estimate;
        return Math.abs(diff) > atwaterTolerance(e.per100g.kcal)
          ? `kcal ${e.per100g.kcal} vs Atwater ${estimate.toFixed(1)} (off by ${diff.toFixed(1)})`
          : null;
      }),
    ).toEqual([]);
  });

  it('exempts from the Atwater check only existing records that really need it', () => {
    const stale = Object.keys(ATWATER_EXEMPT).filter((id) => {
      const entry = catalogueById(id);
      if (entry === undefined) return true;
      const diff = Math.abs(entry.per100g.kcal - atwaterKcal(entry));
      return diff <= atwaterTolerance(entry.per100g.kcal);
    });
    expect(stale).toEqual([]);
  });
});

describe('glycemic index', () => {
  it('gives a GI and its source to every food with more than 5 g available carbohydrate', () => {
    expect(
      offenders((e) =>
        e.per100g.carbs > 5 && (e.gi === null || e.giSource === null)
          ? `${e.per100g.carbs} g carbs but no GI`
          : null,
      ),
    ).toEqual([]);
  });

  it('pairs every GI with a source, in range 0..110, from a known table', () => {
    expect(
      offenders((e) => {
        if ((e.gi === null) !== (e.giSource === null)) return 'gi and giSource disagree on null';
        if (e.gi === null || e.giSource === null) return null;
        if (!Number.isInteger(e.gi) || e.gi < 0 || e.gi > 110) return `gi ${e.gi} out of range`;
        if (!GI_TABLES.includes(e.giSource.table)) return `unknown GI table ${e.giSource.table}`;
        if (e.giSource.food.trim() === '') return 'GI source names no food';
        return ['measured', 'analogy'].includes(e.giSource.basis) ? null : 'bad GI basis';
      }),
    ).toEqual([]);
  });
});

describe('sources and household measures', () => {
  it('names a nutrition table and food, with a positive integer FDC id when given', () => {
    expect(
      offenders((e) => {
        const s = e.nutritionSource;
        if (s.table.trim() === '' || s.food.trim() === '') return 'nutrition source incomplete';
        if (s.id !== undefined && (!Number.isInteger(s.id) || s.id <= 0))
          return `bad FDC id ${s.id}`;
        if (s.basis !== undefined && !['measured', 'analogy'].includes(s.basis)) return 'bad basis';
        return null;
      }),
    ).toEqual([]);
  });

  it('has positive household weights, and a weight for its default unit', () => {
    expect(
      offenders((e) => {
        const bad = Object.entries(e.household).find(([, g]) => !Number.isFinite(g) || g <= 0);
        if (bad !== undefined) return `household ${bad[0]} is ${bad[1]}`;
        const unit = e.defaultUnit;
        if (unit === 'g') return null;
        const measure = unit === 'ml' ? 'cup' : unit;
        return e.household[measure] === undefined
          ? `default unit ${unit} has no ${measure} weight`
          : null;
      }),
    ).toEqual([]);
  });
});

describe('well-known values', () => {
  const gi = (name: string) => catalogueByName(name)?.gi;

  it('ranks basmati below jasmine, and keeps pulses low GI', () => {
    expect(gi('basmati rice')!).toBeLessThan(gi('jasmine rice')!);
    expect(gi('chickpeas')!).toBeLessThanOrEqual(55);
    expect(gi('red lentils')!).toBeLessThanOrEqual(55);
    expect(gi('kidney beans')!).toBeLessThanOrEqual(55);
  });

  it('carries the published GI of reference foods', () => {
    expect(gi('glucose')).toBe(100);
    expect(gi('white sugar')).toBe(65);
    expect(gi('fructose')).toBe(15);
    expect(gi('honey')).toBe(61);
    expect(gi('white bread')).toBe(75);
    expect(gi('boiled potato')).toBe(78);
    expect(gi('apple')).toBe(36);
    expect(gi('banana')).toBe(51);
    expect(gi('spaghetti')).toBe(49);
    expect(gi('whole milk')).toBe(39);
  });

  it('carries the usual household weights', () => {
    expect(catalogueByName('white rice')?.household.cup).toBe(158);
    expect(catalogueByName('olive oil')?.household.tbsp).toBe(13.5);
    expect(catalogueByName('egg')?.household.piece).toBe(50);
    expect(catalogueByName('banana')?.household.piece).toBe(118);
    expect(catalogueByName('garlic')?.household.piece).toBe(3);
  });

  it('enters alcohol for alcoholic drinks and nothing else claims it by mistake', () => {
    expect(catalogueByName('red wine')?.per100g.alcohol).toBeGreaterThan(5);
    expect(catalogueByName('beer')?.per100g.alcohol).toBeGreaterThan(0);
    expect(catalogueByName('whole milk')?.per100g.alcohol).toBeUndefined();
  });
});

describe('lookups', () => {
  it('finds entries by name or regional alias, ignoring case and spacing', () => {
    const pairs: [string, string][] = [
      ['Aubergine', 'eggplant'],
      ['courgette', 'zucchini'],
      ['  Garbanzo   Beans ', 'chickpeas'],
      ['CILANTRO', 'cilantro'],
      ['coriander', 'cilantro'],
      ['scallion', 'spring onion'],
      ['green onion', 'spring onion'],
      ['prawns', 'shrimp'],
      ['rocket', 'arugula'],
      ['capsicum', 'red bell pepper'],
      ['icing sugar', 'powdered sugar'],
      ['plain flour', 'all-purpose flour'],
      ['double cream', 'heavy cream'],
      ['minced beef', 'ground beef'],
      ['jalapeño', 'jalapeño'],
      // Names cooks write that matched nothing (docs/decisions/0003): the same food, or one of
      // the same make-up.
      ['noodles', 'wheat noodles'],
      ['graham flour', 'whole wheat flour'],
      ['yellow wax beans', 'green beans'],
      ['tatsoi', 'bok choy'],
      ['soybean sauce', 'soy sauce'],
      ['fennel seed powder', 'fennel seeds'],
      ['rosé wine', 'white wine'],
      ['mixed dried fruit', 'raisins'],
      ['Parmesean', 'parmesan'],
      ['aloo', 'potato'],
      ['pyaz', 'onion'],
      ['tamatar', 'tomato'],
      ['lehsun', 'garlic'],
    ];
    for (const [query, name] of pairs) {
      expect(catalogueByName(query)?.name, query).toBe(name);
    }
  });

  it('returns undefined for unknown names and ids', () => {
    expect(catalogueByName('unobtainium')).toBeUndefined();
    expect(catalogueById('no-such-id')).toBeUndefined();
  });

  it('finds entries by id', () => {
    expect(catalogueById('rice-basmati-boiled')?.name).toBe('basmati rice');
  });
});

describe('catalogue data files', () => {
  it('has one file per category, in the order of INGREDIENT_CATEGORIES', () => {
    expect(Object.keys(CATALOGUE_FILES)).toEqual([...INGREDIENT_CATEGORIES]);
  });

  it('refuses a file with a bad value, naming the file, the record and the field', () => {
    const good = CATALOGUE.find((entry) => entry.category === 'rice');
    const bad = { ...good, per100g: { ...good?.per100g, carbs: 'lots' } };
    expect(() => readCatalogueFile('rice', [bad])).toThrow(
      /data\/rice\.json is invalid at \[0\.per100g\.carbs\]/,
    );
  });

  it('refuses a field the shape does not know (a misspelt key is not silently ignored)', () => {
    const good = CATALOGUE.find((entry) => entry.category === 'rice');
    expect(() => readCatalogueFile('rice', [{ ...good, glycaemicIndex: 50 }])).toThrow(
      /data\/rice\.json is invalid/,
    );
  });

  it('refuses a record filed under another category', () => {
    const fruit = CATALOGUE.find((entry) => entry.category === 'fruit');
    expect(() => readCatalogueFile('rice', [fruit])).toThrow(/holds .* of category fruit/);
  });
});
