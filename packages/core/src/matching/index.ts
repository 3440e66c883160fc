export * from './normaliseText.ts';
export * from './singularise.ts';
export * from './descriptors.ts';
export * from './nameIndex.ts';
export * from './matchIngredientName.ts';
export * from './containerSize.ts';
export * from './parseIngredientLine.ts';
export * from './rankIngredientSuggestions.ts';
