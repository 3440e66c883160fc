// Public face of the food knowledge: diets, allergens and constraint alternatives by catalogue id.
export * from './food-knowledge.ts';
