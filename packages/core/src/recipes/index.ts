export * from './analyseRecipe.ts';
export * from './dietOf.ts';
export * from './preferredFilters.ts';
