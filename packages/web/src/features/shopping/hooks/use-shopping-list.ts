// The shopping list for React: one ListSync per tab, shared by every visit to /shop, so a sync
// that is under way finishes after the cook leaves the page and the next visit shows it at once.
import { useEffect, useSyncExternalStore } from 'react';
import type { IngredientCatalogue } from '@roastie/core';
import { getShoppingList } from '../api/get-shopping-list';
import { putShoppingList } from '../api/put-shopping-list';
import { ListSync } from '../lib/list-sync';

let shared: ListSync | null = null;

function listSync(): ListSync {
  shared ??= new ListSync({
    get: getShoppingList,
    put: putShoppingList,
    storage: window.localStorage,
    isOnline: () => navigator.onLine,
  });
  return shared;
}

/** Tests start each case with a fresh list and no listeners left behind. */
export function resetShoppingListForTests(): void {
  shared?.dispose();
  shared = null;
}

export interface ShoppingIdentity {
  /** Whose list: the signed-in cook's id (or the cookie hint's while unconfirmed); null: visitor. */
  owner: string | null;
  /** The server said who is signed in, so the list may sync. */
  confirmed: boolean;
  /** The server answered 401 during a sync: ask again who is signed in. */
  onUnauthorized: () => void;
}

/**
 * The shared list set up for this cook without showing it, for adding to it from another page
 * (the meal planner): nothing is fetched until something is added, then it syncs as /shop does.
 */
export function openShoppingList(
  { owner, confirmed, onUnauthorized }: ShoppingIdentity,
  catalogue: IngredientCatalogue,
): ListSync {
  const sync = listSync();
  sync.configure({ catalogue, onUnauthorized });
  sync.setIdentity(owner, confirmed);
  return sync;
}

export function useShoppingList(
  { owner, confirmed, onUnauthorized }: ShoppingIdentity,
  catalogue: IngredientCatalogue,
) {
  const sync = listSync();
  const view = useSyncExternalStore(sync.subscribe, sync.getSnapshot);

  useEffect(() => {
    sync.configure({ catalogue, onUnauthorized });
  }, [sync, catalogue, onUnauthorized]);

  // On every visit (and sign-in): show this cook's list, then catch up with the server.
  useEffect(() => {
    sync.setIdentity(owner, confirmed);
    if (confirmed && owner !== null) void sync.sync();
  }, [sync, owner, confirmed]);

  return { list: view.list, status: view.status, apply: sync.apply };
}
