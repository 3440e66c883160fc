// GET /api/shopping-list: the signed-in cook's list as the server has it, with its version.
import type { ShoppingListResponse } from '@roastie/core';
import { api } from '@/lib/api-client';

export function getShoppingList(): Promise<ShoppingListResponse> {
  return api.get<ShoppingListResponse>('/api/shopping-list');
}
