// The shopping list (docs/product.md sections 2, 3, 5 and 9; issue 8): merging rules and pure list
// operations. Every operation returns a new list; none touches its arguments.
export * from './types.ts';
export * from './limits.ts';
export * from './parse-amount.ts';
export * from './format-amount.ts';
export * from './shopping-units.ts';
export * from './merged-quantity.ts';
export * from './name-key.ts';
export * from './density.ts';
export * from './merge-addition.ts';
export * from './item-name.ts';
export * from './read-input.ts';
export * from './add-item.ts';
export * from './edit-item.ts';
export * from './list-operations.ts';
export * from './add-recipe.ts';
export * from './merge-lists.ts';
export * from './display-line.ts';
export * from '../schemas/shopping.ts';
export * from './kitchen-display.ts';
