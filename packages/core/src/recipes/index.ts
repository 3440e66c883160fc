export * from './analyse-recipe.ts';
export * from './diet-of.ts';
export * from './preferred-filters.ts';
