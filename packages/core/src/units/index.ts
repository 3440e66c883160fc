export * from './unitFactors.ts';
export * from './unitLists.ts';
export * from './convertUnits.ts';
export * from './normaliseUnit.ts';
export * from './amountToGrams.ts';
