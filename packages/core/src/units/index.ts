export * from './unit-factors.ts';
export * from './unit-lists.ts';
export * from './convert-units.ts';
export * from './normalise-unit.ts';
export * from './amount-to-grams.ts';
