// Every TanStack Query key of the web app, in one registry: a feature fetches and invalidates
// through these, never through a string of its own, so renaming a key renames it everywhere and
// one feature cannot silently miss another's cache. Keys nest: invalidating a prefix (`lists`)
// refreshes every key below it. Lint forbids array literals as query keys outside this file.

export const queryKeys = {
  auth: {
    /** Sign-out keeps these and drops every other cached answer. */
    all: ['auth'] as const,
    config: ['auth', 'config'] as const,
    currentUser: ['auth', 'current-user'] as const,
  },
  recipes: {
    /** Every recipe answer: lists, details, searches (after a recipe is deleted). */
    all: ['recipes'] as const,
    /** Whether a cook has recipes of their own (the gallery's default tab). */
    hasOwn: (userId: string) => ['recipes', 'has-own', userId] as const,
    /** Every gallery list, so a like can update the count wherever the card shows. */
    lists: ['recipes', 'list'] as const,
    list: (params: object) => ['recipes', 'list', params] as const,
    /** One recipe, for every viewer (the prefix to invalidate after an edit or a like). */
    detailOf: (id: string) => ['recipes', 'detail', id] as const,
    /** `likedByMe` depends on who asks, so the viewer is part of the key. */
    detail: (id: string, viewerId: string | null) =>
      ['recipes', 'detail', id, { viewerId }] as const,
    search: (query: string) => ['recipes', 'search', query] as const,
    swaps: (id: string, updatedAt: string) => ['recipes', 'swaps', id, updatedAt] as const,
    cooked: (id: string) => ['recipes', 'cooked', id] as const,
  },
  likes: {
    all: ['likes'] as const,
    of: (userId: string) => ['likes', userId] as const,
  },
  posts: {
    /** Every feed, so a new or deleted memory refreshes them all at once. */
    all: ['posts'] as const,
    feed: (params: object) => ['posts', params] as const,
  },
  profile: {
    all: ['profile'] as const,
    recipeCount: (userId: string) => ['profile', userId, 'recipe-count'] as const,
    savedCount: (userId: string) => ['profile', userId, 'saved-count'] as const,
  },
  preferences: (userId: string) => ['preferences', userId] as const,
  shopping: {
    recipeSuggestions: (query: string) => ['shopping', 'recipe-suggestions', query] as const,
    recipe: (id: string) => ['shopping', 'recipe', id] as const,
  },
  foodMemories: {
    recipeSearch: (query: string) => ['food-memories', 'recipe-search', query] as const,
  },
  plan: {
    /** Every planner answer: the budget shows on every week. */
    all: ['plan'] as const,
    week: (owner: string, week: string) => ['plan', 'week', owner, week] as const,
    suggestions: (request: object) => ['plan', 'suggestions', request] as const,
    search: (query: string) => ['plan', 'search', query] as const,
    recipeName: (id: string | null) => ['plan', 'recipe-name', id] as const,
  },
  glycemicEstimate: (request: object) => ['glycemic-estimate', request] as const,
  ingredients: ['ingredients'] as const,
};
