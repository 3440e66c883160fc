// The chef's own tables name catalogue ids, never display names: this fails if any names an id
// the catalogue lacks, so a missing food shows here and never at request time.
import { catalogueById } from '@roastie/core';
import { describe, expect, it } from 'vitest';
import { CUISINE_PHRASES } from './intent-words.ts';
import { DISH_KINDS, DISH_PHRASES } from './dish-kinds.ts';
import { CUISINE_FLAVOURS, DISH_PLANS, SAVOURY_SEASONING } from './dish-plans.ts';
import { GENERIC_INGREDIENTS } from './generic-ingredients.ts';

function tableIds(): string[] {
  const ids: string[] = [...SAVOURY_SEASONING];
  for (const plan of Object.values(DISH_PLANS)) {
    ids.push(...plan.base, ...plan.protein, ...plan.produce, ...plan.always);
  }
  for (const flavours of Object.values(CUISINE_FLAVOURS)) ids.push(...flavours);
  for (const phrase of DISH_PHRASES) ids.push(...(phrase.implies ?? []));
  for (const pick of Object.values(GENERIC_INGREDIENTS)) {
    for (const kind of [null, ...DISH_KINDS]) {
      for (const cuisine of [null, ...Object.keys(CUISINE_PHRASES)])
        ids.push(...pick({ kind, cuisine }));
    }
  }
  return [...new Set(ids)];
}

describe("the chef's tables", () => {
  it('name only catalogue ids', () => {
    const ids = tableIds();
    expect(ids.length).toBeGreaterThan(50);
    expect(ids.filter((id) => !catalogueById(id))).toEqual([]);
  });
});
