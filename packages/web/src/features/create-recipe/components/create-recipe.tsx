// The create-recipe screen's 'Add New Recipe' card (docs/product.md section 2), headed in the app's
// sentence case. Signed out, it shows the sign-in control the route hands it (features do not
// import each other) instead of the form.
import type { ReactNode } from 'react';
import { ChefRoastie } from '@/components/ui/chef-roastie';
import { PageLoading } from '@/components/ui/page-loading';
import { CreateRecipeForm } from './create-recipe-form';
import styles from './create-recipe.module.css';

export type CreateRecipeAccess = 'signed-in' | 'checking' | 'signed-out';

interface CreateRecipeProps {
  access: CreateRecipeAccess;
  /** Shown instead of the form to a visitor. */
  signInControl: ReactNode;
}

export function CreateRecipe({ access, signInControl }: CreateRecipeProps) {
  return (
    <section className={styles.card} aria-labelledby="page-title">
      <header className={styles.header}>
        <ChefRoastie size={72} className={styles.chef} />
        <h1 id="page-title" className={styles.title}>
          Add New Recipe
        </h1>
        <p className={styles.intro}>
          {access === 'signed-out'
            ? 'Sign in and Chef Roastie will turn a photo of your dish and a few words into a full recipe, GI included.'
            : 'Snap your dish, add a few words, and Chef Roastie writes the recipe, GI included. You can change everything before it’s saved.'}
        </p>
      </header>
      {access === 'signed-in' ? <CreateRecipeForm /> : null}
      {access === 'checking' ? <PageLoading /> : null}
      {access === 'signed-out' ? <div className={styles.signIn}>{signInControl}</div> : null}
    </section>
  );
}
