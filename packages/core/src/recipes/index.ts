export * from './analyseRecipe.ts';
export * from './dietOf.ts';
