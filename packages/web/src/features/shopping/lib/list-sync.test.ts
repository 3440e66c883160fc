import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addItem,
  type AddedRecipe,
  toggleItem,
  type ShoppingItem,
  type ShoppingList,
  type ShoppingListResponse,
} from '@roastie/core';
import { ApiError } from '@/lib/api-client';
import type { PutOutcome } from '../api/put-shopping-list';
import { ListSync } from './list-sync';
import { readState, storageKey } from './stored-list';

const flour: ShoppingItem = { id: 'f', name: 'flour', amount: '200', unit: 'g', checked: false };
const milk: ShoppingItem = { id: 'm', name: 'milk', amount: '1', unit: 'l', checked: false };
const eggs: ShoppingItem = { id: 'e', name: 'eggs', amount: '6', unit: 'pcs', checked: false };
const list = (...items: ShoppingItem[]) => ({ items, recipes: [] as AddedRecipe[] });
/** Lets the fake server's answers (immediate promises) run through; retries wait 20 ms. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
let ids = 0;
const newId = () => `new-${++ids}`;

/** A server with optimistic concurrency, as /api/shopping-list answers. */
function fakeServer(start: ShoppingListResponse = { items: [], recipes: [], version: 0 }) {
  let stored = start;
  let online = true;
  const server = {
    get stored() {
      return stored;
    },
    /** Another device saves a list. */
    otherDeviceSaves(next: ShoppingList) {
      stored = { items: [...next.items], recipes: [...next.recipes], version: stored.version + 1 };
    },
    setOnline(value: boolean) {
      online = value;
    },
    get: vi.fn(async () => stored),
    put: vi.fn(async (next: ShoppingList, baseVersion: number): Promise<PutOutcome> => {
      if (baseVersion !== stored.version) return { saved: false, current: stored };
      stored = { items: [...next.items], recipes: [...next.recipes], version: stored.version + 1 };
      return { saved: true, list: stored };
    }),
  };
  const sync = new ListSync({
    get: server.get,
    put: server.put,
    storage: localStorage,
    isOnline: () => online,
    retryDelayMs: 20,
  });
  return { server, sync };
}

let current: ListSync | null = null;
function signedIn(start?: ShoppingListResponse) {
  const made = fakeServer(start);
  current = made.sync;
  made.sync.setIdentity('u-1', true);
  return made;
}
afterEach(() => current?.dispose());

describe('ListSync', () => {
  it('saves a change here first, then PUTs it with the version it was based on', async () => {
    const { server, sync } = signedIn({ ...list(flour), version: 3 });
    await sync.sync();
    expect(sync.getSnapshot()).toEqual({ list: list(flour), status: 'saved' });

    sync.apply((l) => addItem(l, { name: 'milk', amount: '1', unit: 'l' }, [], newId));
    expect(readState(localStorage, 'u-1')).toMatchObject({ dirty: true, baseVersion: 3 });
    expect(sync.getSnapshot().status).toBe('saving');
    await flush();
    expect(server.put).toHaveBeenCalledTimes(1);
    expect(server.put.mock.calls[0]?.[1]).toBe(3);
    expect(server.stored.version).toBe(4);
    expect(sync.getSnapshot().status).toBe('saved');
    expect(readState(localStorage, 'u-1')).toMatchObject({ dirty: false, baseVersion: 4 });
  });

  it('on a 409 replays the change onto the current list and retries once', async () => {
    const { server, sync } = signedIn({ ...list(flour, milk), version: 1 });
    await sync.sync();
    server.otherDeviceSaves(list(flour, milk, eggs));

    sync.apply((l) => ({ list: toggleItem(l, 'f') }));
    await flush();
    expect(server.put.mock.calls.map((call) => call[1])).toEqual([1, 2]);
    const merged = list({ ...flour, checked: true }, milk, eggs);
    expect(server.stored).toEqual({ ...merged, version: 3 });
    expect(sync.getSnapshot()).toEqual({ list: merged, status: 'saved' });
  });

  it('keeps the merge and tries again later when the retry conflicts too', async () => {
    const { server, sync } = signedIn({ ...list(flour), version: 1 });
    await sync.sync();
    server.put.mockImplementationOnce(async () => {
      server.otherDeviceSaves(list(flour, milk));
      return { saved: false, current: server.stored };
    });
    server.put.mockImplementationOnce(async () => {
      server.otherDeviceSaves(list(flour, milk, eggs));
      return { saved: false, current: server.stored };
    });
    sync.apply((l) => ({ list: toggleItem(l, 'f') }));
    await flush();
    expect(sync.getSnapshot().status).toBe('retrying');
    expect(sync.getSnapshot().list).toEqual(list({ ...flour, checked: true }, milk, eggs));

    await vi.waitFor(() => expect(sync.getSnapshot().status).toBe('saved'));
    expect(server.stored.items).toEqual([{ ...flour, checked: true }, milk, eggs]);
  });

  it('works offline and syncs when the online event fires', async () => {
    const { server, sync } = signedIn({ ...list(flour), version: 1 });
    await sync.sync();
    server.setOnline(false);
    sync.apply((l) => ({ list: toggleItem(l, 'f') }));
    await flush();
    expect(sync.getSnapshot().status).toBe('offline');
    expect(server.put).not.toHaveBeenCalled();

    server.setOnline(true);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(sync.getSnapshot().status).toBe('saved'));
    expect(server.stored.items).toEqual([{ ...flour, checked: true }]);
  });

  it('says offline when the request cannot reach the server', async () => {
    const { server, sync } = signedIn();
    server.get.mockRejectedValueOnce(new ApiError(0, 'unreachable'));
    await sync.sync();
    expect(sync.getSnapshot().status).toBe('offline');
  });

  it('folds a visitor’s list into the cook’s list at sign-in (merge-lists), then saves it', async () => {
    const { server, sync } = fakeServer({
      ...list({ ...flour, id: 's', amount: '1', unit: 'kg' }, milk),
      version: 5,
    });
    current = sync;
    sync.setIdentity(null, true);
    sync.apply((l) => addItem(l, { name: 'flour', amount: '200', unit: 'g' }, [], newId));
    expect(sync.getSnapshot().status).toBe('device');

    sync.setIdentity('u-1', true);
    await sync.sync();
    expect(server.get).toHaveBeenCalledTimes(1);
    expect(server.put.mock.calls.map((call) => call[1])).toEqual([5]);
    expect(sync.getSnapshot().list.items).toEqual([
      { ...flour, id: 's', amount: '1.2', unit: 'kg' },
      milk,
    ]);
    expect(localStorage.getItem(storageKey(null))).toBeNull();
  });

  it('sends changes made while a request was out right after it', async () => {
    const { server, sync } = signedIn({ ...list(flour, milk), version: 1 });
    await sync.sync();
    sync.apply((l) => ({ list: toggleItem(l, 'f') }));
    sync.apply((l) => ({ list: toggleItem(l, 'm') }));
    await flush();
    expect(server.put.mock.calls.map((call) => call[1])).toEqual([1, 2]);
    expect(server.stored.items.every((item) => item.checked)).toBe(true);
    expect(sync.getSnapshot().status).toBe('saved');
  });

  it('asks who is signed in after a 401, and hides a cook’s synced copy after sign-out', async () => {
    const { server, sync } = signedIn({ ...list(flour), version: 1 });
    await sync.sync();
    const onUnauthorized = vi.fn();
    sync.configure({ catalogue: [], onUnauthorized });
    server.put.mockRejectedValueOnce(new ApiError(401, 'Please sign in'));
    sync.apply((l) => ({ list: toggleItem(l, 'f') }));
    await flush();
    expect(onUnauthorized).toHaveBeenCalled();
    expect(sync.getSnapshot().status).toBe('signed-out');

    sync.setIdentity(null, true);
    expect(sync.getSnapshot()).toEqual({ list: list(), status: 'device' });
    // The unsynced tick waits for this cook's next sign-in.
    expect(readState(localStorage, 'u-1')).toMatchObject({ dirty: true });
  });
});
