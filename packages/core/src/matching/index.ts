export * from './normalise-text.ts';
export * from './singularise.ts';
export * from './descriptors.ts';
export * from './name-index.ts';
export * from './match-ingredient-name.ts';
export * from './container-size.ts';
export * from './parse-ingredient-line.ts';
export * from './rank-ingredient-suggestions.ts';
