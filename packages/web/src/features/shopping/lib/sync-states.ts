// What this device's stored list becomes after each answer from the server. Pure functions, so
// the merge policy reads (and tests) apart from the sequencing of requests in ListSync.
//
// `sent` is the list a request was made from. The cook may have changed the list while the
// request was out; those changes are relative to `sent` (or to `state.base` when nothing was
// sent yet) and are replayed onto what the server answered, never dropped.
import type { IngredientCatalogue, ShoppingList, ShoppingListResponse } from '@roastie/core';
import { rebaseList } from './rebase-list';
import type { ListState } from './stored-list';

const split = ({ version, ...list }: ShoppingListResponse) => ({ version, list });

/** After GET: the server's list, with this device's unsent changes replayed onto it. */
export function afterPull(
  state: ListState,
  sent: ShoppingList,
  server: ShoppingListResponse,
  catalogue: IngredientCatalogue,
): ListState {
  const { version, list: remote } = split(server);
  const changed = state.dirty || state.list !== sent;
  return {
    list: changed ? rebaseList(state.base, state.list, remote, catalogue) : remote,
    base: remote,
    baseVersion: version,
    dirty: changed,
    synced: true,
  };
}

/** After a 409: this device's changes replayed onto the current list, to PUT again. */
export function retryAfterConflict(
  state: ListState,
  sent: ShoppingList,
  current: ShoppingListResponse,
  catalogue: IngredientCatalogue,
): { list: ShoppingList; baseVersion: number } {
  const { version, list: remote } = split(current);
  return { list: rebaseList(state.base, sent, remote, catalogue), baseVersion: version };
}

/** After the retry conflicted too: keep the merge with the newest list, to send again later. */
export function afterSecondConflict(
  state: ListState,
  current: ShoppingListResponse,
  catalogue: IngredientCatalogue,
): ListState {
  const { version, list: remote } = split(current);
  return {
    list: rebaseList(state.base, state.list, remote, catalogue),
    base: remote,
    baseVersion: version,
    dirty: true,
    synced: true,
  };
}

/** After a PUT was saved: the server's list, plus what the cook changed meanwhile (dirty). */
export function afterSave(
  state: ListState,
  sent: ShoppingList,
  saved: ShoppingListResponse,
  catalogue: IngredientCatalogue,
): ListState {
  const { version, list: remote } = split(saved);
  const changed = state.list !== sent;
  return {
    list: changed ? rebaseList(sent, state.list, remote, catalogue) : remote,
    base: remote,
    baseVersion: version,
    dirty: changed,
    synced: true,
  };
}
