// The shopping list of this browser tab and its sync with the server. Every change is saved in
// localStorage first, so the list works with no network and never waits for one; a signed-in
// cook's change is then PUT with the version it was based on. On a 409 the change is replayed
// onto the current list (rebaseList) and PUT once more; if that conflicts too, the merged list is
// kept and sent again after a pause. Requests run one at a time; changes made meanwhile go next.
//
// A visitor's list folds into the cook's list (core mergeLists) when sign-in is confirmed.
import {
  mergeLists,
  type IngredientCatalogue,
  type ShoppingList,
  type ShoppingListResponse,
} from '@roastie/core';
import { ApiError } from '@/lib/api-client';
import type { PutOutcome } from '../api/put-shopping-list';
import { afterPull, afterSave, afterSecondConflict, retryAfterConflict } from './sync-states';
import {
  EMPTY_STATE,
  forgetSyncedCopies,
  readState,
  removeState,
  storageKey,
  writeState,
  type ListState,
} from './stored-list';

/** 'device': a visitor's list, kept in this browser only. */
export type SyncStatus = 'device' | 'saved' | 'saving' | 'offline' | 'retrying' | 'signed-out';

export interface SyncView {
  list: ShoppingList;
  status: SyncStatus;
}

export interface SyncDeps {
  get(): Promise<ShoppingListResponse>;
  put(list: ShoppingList, baseVersion: number): Promise<PutOutcome>;
  storage: Storage;
  isOnline(): boolean;
  /** Pause before trying again after a second conflict or a server error. */
  retryDelayMs?: number;
}

export class ListSync {
  private catalogue: IngredientCatalogue = [];
  private onUnauthorized: () => void = () => undefined;

  private owner: string | null = null;
  private confirmed = false;
  private state: ListState;
  private view: SyncView;
  private running: Promise<void> | null = null;
  private again = false;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly listeners = new Set<() => void>();

  private readonly deps: SyncDeps;

  constructor(deps: SyncDeps) {
    this.deps = deps;
    this.state = readState(deps.storage, null);
    this.view = { list: this.state.list, status: 'device' };
    window.addEventListener('online', this.onOnline);
    window.addEventListener('storage', this.onStorage);
  }

  dispose(): void {
    clearTimeout(this.retryTimer);
    window.removeEventListener('online', this.onOnline);
    window.removeEventListener('storage', this.onStorage);
  }

  /** From the page: densities for merges, and what to do when the session has ended. */
  configure(options: { catalogue: IngredientCatalogue; onUnauthorized: () => void }): void {
    this.catalogue = options.catalogue;
    this.onUnauthorized = options.onUnauthorized;
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  getSnapshot = (): SyncView => this.view;

  /**
   * Whose list this is (null: a visitor) and whether the server confirmed it. Until it does (the
   * page is offline, or still asking), the cook's own copy shows and changes wait to be sent.
   * A confirmed cook gets the visitor's list folded in; call sync() next to send it.
   */
  setIdentity(owner: string | null, confirmed: boolean): void {
    if (owner === this.owner && confirmed === this.confirmed) return;
    if (owner !== this.owner) this.state = readState(this.deps.storage, owner);
    this.owner = owner;
    this.confirmed = confirmed;
    if (owner === null) {
      if (confirmed) forgetSyncedCopies(this.deps.storage);
      return this.publish('device');
    }
    if (!confirmed) return this.publish(this.state.dirty ? 'offline' : 'saved');
    const visitor = readState(this.deps.storage, null).list;
    if (visitor.items.length > 0 || visitor.recipes.length > 0) {
      const { list } = mergeLists(this.state.list, visitor, this.catalogue);
      this.commit({ ...this.state, list, dirty: true });
      removeState(this.deps.storage, null);
    }
  }

  /** Applies a list operation to the newest list, saves it here, then sends it. */
  apply = <R extends { list: ShoppingList }>(operation: (list: ShoppingList) => R): R => {
    const outcome = operation(this.state.list);
    if (outcome.list === this.state.list) return outcome;
    const signedIn = this.owner !== null;
    this.commit({ ...this.state, list: outcome.list, dirty: signedIn });
    if (!signedIn) this.publish('device');
    else if (this.confirmed) void this.sync();
    else this.publish('offline');
    return outcome;
  };

  /** Brings the list up to date with the server (and sends what waits), one request at a time. */
  sync(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          await this.step();
        } while (this.again);
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  private async step(): Promise<void> {
    const owner = this.owner;
    if (owner === null || !this.confirmed) return;
    if (!this.deps.isOnline()) return this.publish(this.state.dirty ? 'offline' : 'saved');
    clearTimeout(this.retryTimer);
    this.publish('saving');
    try {
      // Read first on a device that never saw the server's list, so it is merged, not replaced.
      if (!this.state.synced || !this.state.dirty) await this.pull(owner);
      if (this.owner === owner && this.state.dirty && !(await this.push(owner))) {
        return this.retryLater('retrying');
      }
      if (this.owner === owner) this.publish(this.again ? 'saving' : 'saved');
    } catch (error) {
      if (this.owner !== owner) return;
      const status = error instanceof ApiError ? error.status : -1;
      if (status === 0) return this.publish('offline');
      if (status === 401) {
        this.publish('signed-out');
        return this.onUnauthorized();
      }
      this.retryLater('retrying');
    }
  }

  private async pull(owner: string): Promise<void> {
    const sent = this.state.list;
    const server = await this.deps.get();
    if (this.owner === owner) this.commit(afterPull(this.state, sent, server, this.catalogue));
  }

  /** False when the retry conflicted too (the merge is kept for the next attempt). */
  private async push(owner: string): Promise<boolean> {
    const sent = this.state.list;
    let outcome = await this.deps.put(sent, this.state.baseVersion);
    if (this.owner !== owner) return true;
    if (!outcome.saved) {
      const retry = retryAfterConflict(this.state, sent, outcome.current, this.catalogue);
      outcome = await this.deps.put(retry.list, retry.baseVersion);
      if (this.owner !== owner) return true;
    }
    if (!outcome.saved) {
      this.commit(afterSecondConflict(this.state, outcome.current, this.catalogue));
      return false;
    }
    this.commit(afterSave(this.state, sent, outcome.list, this.catalogue));
    // The cook changed the list while the request was out: send that next.
    if (this.state.dirty) this.again = true;
    return true;
  }

  private retryLater(status: SyncStatus): void {
    this.publish(status);
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => void this.sync(), this.deps.retryDelayMs ?? 15_000);
  }

  private commit(state: ListState): void {
    this.state = state;
    writeState(this.deps.storage, this.owner, state);
    this.view = { ...this.view, list: state.list };
    this.notify();
  }

  private publish(status: SyncStatus): void {
    if (status === this.view.status && this.view.list === this.state.list) return;
    this.view = { list: this.state.list, status };
    this.notify();
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }

  private onOnline = () => void this.sync();

  // Another tab of Roastie changed the list: show its version (both tabs share one storage).
  private onStorage = (event: StorageEvent) => {
    if (event.key !== storageKey(this.owner)) return;
    this.state = event.newValue ? readState(this.deps.storage, this.owner) : EMPTY_STATE;
    this.publish(this.view.status);
  };
}
