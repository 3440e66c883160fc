// The shopping list (SPEC.md sections 2, 3, 5 and 9; issue 8): merging rules and pure list
// operations. Every operation returns a new list; none touches its arguments.
export * from './types.ts';
export * from './limits.ts';
export * from './parseAmount.ts';
export * from './formatAmount.ts';
export * from './shoppingUnits.ts';
export * from './mergedQuantity.ts';
export * from './nameKey.ts';
export * from './density.ts';
export * from './mergeAddition.ts';
export * from './itemName.ts';
export * from './readInput.ts';
export * from './addItem.ts';
export * from './editItem.ts';
export * from './listOperations.ts';
export * from './addRecipe.ts';
export * from './mergeLists.ts';
export * from './displayLine.ts';
export * from '../schemas/shopping.ts';
