// The shopping list screen (/shop, docs/product.md sections 2, 4 and 5): search and add, the pending
// amount, the list with inline edit, ticks and 'Clear ticked', and the recipes on the list.
// Every change goes through core's list operations and is saved on this device at once.
import { useRef, useState, type ReactNode } from 'react';
import {
  addItem,
  addRecipe,
  clearChecked,
  editItem,
  removeItem,
  toggleItem,
  type RecipeForShopping,
  type ShoppingUnit,
} from '@roastie/core';
import { FormMessage } from '@/components/ui/form-message';
import { useShoppingCatalogue } from '../api/get-ingredients';
import { useShoppingList, type ShoppingIdentity } from '../hooks/use-shopping-list';
import { forgetRecipe } from '../lib/forget-recipe';
import { newItemId } from '@/lib/new-id';
import type { Pending } from '../lib/pending';
import { AddToList } from './add-to-list';
import { AddedRecipes } from './added-recipes';
import { EmptyList } from './empty-list';
import { PendingItem } from './pending-item';
import { PendingRecipe } from './pending-recipe';
import { ShoppingLines } from './shopping-lines';
import { SyncStatusBadge } from './sync-status';
import styles from './shopping-list-screen.module.css';

interface ShoppingListScreenProps {
  identity: ShoppingIdentity;
  /** Shown to visitors: a way to sign in and keep the list on every device. */
  signInPrompt?: ReactNode;
}

export function ShoppingListScreen({ identity, signInPrompt }: ShoppingListScreenProps) {
  const catalogue = useShoppingCatalogue();
  const { list, status, apply } = useShoppingList(identity, catalogue);
  // A new key per pick, so picking again starts the amount form afresh.
  const [pending, setPending] = useState<{ key: number; what: Pending } | null>(null);
  const [notice, setNotice] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);

  const finish = (message: string) => {
    setPending(null);
    setNotice(message);
    searchRef.current?.focus();
  };

  const addPendingItem = (name: string, amount: string, unit: ShoppingUnit) => {
    const outcome = apply((current) =>
      addItem(current, { name, amount, unit }, catalogue, newItemId),
    );
    if (!outcome.ok) return outcome.reason;
    finish(`Added ${amount.trim()} ${unit} ${name}.`);
    return null;
  };

  const addPendingRecipe = (recipe: RecipeForShopping, times: string) => {
    const outcome = apply((current) => addRecipe(current, recipe, times, catalogue, newItemId));
    if (!outcome.ok) return outcome.reason;
    const skipped = outcome.skipped.map((ingredient) => ingredient.name);
    finish(
      `Added ${times.trim()} × ${recipe.name}.` +
        (skipped.length > 0 ? ` Left out (nothing to weigh): ${skipped.join(', ')}.` : ''),
    );
    return null;
  };

  const empty = list.items.length === 0 && list.recipes.length === 0;

  return (
    <section aria-labelledby="page-title" className={styles.screen}>
      <header className={styles.header}>
        <h1 id="page-title">Shopping list</h1>
        <SyncStatusBadge status={status} />
      </header>
      {status === 'device' && signInPrompt ? (
        <div className={styles.visitor}>
          <p>Your list lives in this browser. Sign in to have it on every device.</p>
          {signInPrompt}
        </div>
      ) : null}

      <AddToList
        catalogue={catalogue}
        inputRef={searchRef}
        onPick={(what) => {
          setNotice('');
          // Typed with its amount: added at once, or asked for when it cannot be added as typed.
          if (
            what.kind === 'item' &&
            what.amount &&
            !addPendingItem(what.name, what.amount, what.unit)
          ) {
            return;
          }
          setPending((previous) => ({ key: (previous?.key ?? 0) + 1, what }));
        }}
      />
      {pending?.what.kind === 'item' ? (
        <PendingItem
          key={pending.key}
          name={pending.what.name}
          initialUnit={pending.what.unit}
          onAdd={(amount, unit) => addPendingItem(pending.what.name, amount, unit)}
          onCancel={() => finish('')}
        />
      ) : null}
      {pending?.what.kind === 'recipe' ? (
        <PendingRecipe
          key={pending.key}
          id={pending.what.id}
          name={pending.what.name}
          onAdd={addPendingRecipe}
          onCancel={() => finish('')}
        />
      ) : null}
      <FormMessage tone="success">{notice}</FormMessage>

      {empty ? (
        <EmptyList />
      ) : (
        <ShoppingLines
          items={list.items}
          onToggle={(id) => apply((current) => ({ list: toggleItem(current, id) }))}
          onRemove={(id) => apply((current) => ({ list: removeItem(current, id) }))}
          onClearTicked={() => apply((current) => ({ list: clearChecked(current) }))}
          onEdit={(id, changes) => {
            const outcome = apply((current) => editItem(current, id, changes));
            return outcome.ok ? null : outcome.reason;
          }}
        />
      )}
      <AddedRecipes
        recipes={list.recipes}
        onForget={(id) => apply((current) => ({ list: forgetRecipe(current, id) }))}
      />
    </section>
  );
}
