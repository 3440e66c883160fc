// The shopping list as this browser keeps it in localStorage: a visitor's list under one key, and
// each signed-in cook's copy under a key of their own, with what sync needs to merge safely:
// the list as the server last had it (base) and its version. Keeping cooks apart means signing
// out hides a cook's list from whoever uses the browser next, yet changes not synced yet wait
// for that cook's next sign-in instead of being lost.
import { EMPTY_SHOPPING_LIST, shoppingListSchema, type ShoppingList } from '@roastie/core';

export interface ListState {
  list: ShoppingList;
  /** The list as the server had it at `baseVersion` (empty for a visitor). */
  base: ShoppingList;
  baseVersion: number;
  /** `list` has changes the server has not got yet. */
  dirty: boolean;
  /** The server's list has been read on this device at least once. */
  synced: boolean;
}

export const EMPTY_STATE: ListState = {
  list: EMPTY_SHOPPING_LIST,
  base: EMPTY_SHOPPING_LIST,
  baseVersion: 0,
  dirty: false,
  synced: false,
};

const PREFIX = 'roastie:shopping-list:';
const USER_PREFIX = `${PREFIX}user:`;

/** null is a visitor. */
export function storageKey(owner: string | null): string {
  return owner === null ? `${PREFIX}visitor` : `${USER_PREFIX}${owner}`;
}

function readList(value: unknown): ShoppingList | null {
  const parsed = shoppingListSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** What is stored, or an empty state when nothing (or something unreadable) is. */
export function readState(storage: Storage, owner: string | null): ListState {
  try {
    const raw = storage.getItem(storageKey(owner));
    if (!raw) return EMPTY_STATE;
    const stored = JSON.parse(raw) as Partial<Record<keyof ListState, unknown>>;
    const list = readList(stored.list);
    if (!list) return EMPTY_STATE;
    const base = readList(stored.base) ?? EMPTY_SHOPPING_LIST;
    const version = stored.baseVersion;
    return {
      list,
      base,
      baseVersion: typeof version === 'number' && Number.isInteger(version) ? version : 0,
      dirty: stored.dirty === true,
      synced: stored.synced === true,
    };
  } catch {
    return EMPTY_STATE;
  }
}

// Storage can refuse (quota, a private window, storage switched off): the list then lives in
// memory for this visit, and signed-in changes still reach the server.
export function writeState(storage: Storage, owner: string | null, state: ListState): void {
  try {
    storage.setItem(storageKey(owner), JSON.stringify(state));
  } catch {
    // Nothing more to do: see above.
  }
}

export function removeState(storage: Storage, owner: string | null): void {
  try {
    storage.removeItem(storageKey(owner));
  } catch {
    // As writeState.
  }
}

/**
 * Once the server says nobody is signed in: drop the copies of cooks' lists that the server
 * already has, so the next person on this browser cannot read them. Unsynced ones stay.
 */
export function forgetSyncedCopies(storage: Storage): void {
  try {
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i));
    for (const key of keys) {
      if (!key?.startsWith(USER_PREFIX)) continue;
      const owner = key.slice(USER_PREFIX.length);
      if (!readState(storage, owner).dirty) storage.removeItem(key);
    }
  } catch {
    // As writeState.
  }
}
