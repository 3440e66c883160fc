export * from './iso-week.ts';
export * from './plan-slots.ts';
export * from './daily-gl-budget.ts';
export * from './plan-totals.ts';
export * from './suggest-for-slot.ts';
export * from './plan-operations.ts';
