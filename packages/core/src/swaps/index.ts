export * from './swap-table.ts';
export * from './suggest-swaps.ts';
