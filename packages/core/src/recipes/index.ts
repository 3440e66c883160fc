export * from './analyse-recipe.ts';
export * from './diet-of.ts';
export * from './preferred-filters.ts';
export * from './analysis-version.ts';
export * from './diet-filter.ts';
export * from './embedded-recipe.ts';
export * from './hero-image.ts';
export * from './search-facets.ts';
