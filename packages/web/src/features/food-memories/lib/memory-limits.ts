// The server's length limits for a memory (core's MAX_DISH_NAME_LENGTH and MAX_MEMORY_LENGTH),
// copied rather than imported: importing a value from @roastie/core pulls zod and the schemas
// into this page's bundle. memory-limits.test.ts keeps the copies honest.
export const DISH_NAME_MAX = 120;
export const MEMORY_TEXT_MAX = 2000;
