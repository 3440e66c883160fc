export * from './unit-factors.ts';
export * from './unit-lists.ts';
export * from './convert-units.ts';
export * from './normalise-unit.ts';
export * from './amount-to-grams.ts';
export * from './written-units.ts';
export * from './locale-volumes.ts';
export * from './written-amount-to-grams.ts';
