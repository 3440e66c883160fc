export * from './users.ts';
export * from './ingredients.ts';
export * from './recipes.ts';
export * from './social.ts';
export * from './preferences.ts';
export * from './shopping.ts';
export * from './media.ts';
