// How many cooks posted a food memory of this recipe. If the count cannot be fetched it is simply
// not shown (docs/product.md section 8).
import { CookingPot } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { useCookedCount } from '../api/get-cooked-count';
import styles from './cooked-count.module.css';

export function cookedLabel(count: number): string {
  if (count === 0) return 'Not cooked yet';
  if (count === 1) return 'Cooked once';
  return `Cooked ${count} times`;
}

export function CookedCount({ recipeId }: { recipeId: string }) {
  const cooked = useCookedCount(recipeId);
  if (cooked.isError) return null;
  if (cooked.isPending) return <Skeleton width="7.5rem" height="1.5rem" radius="pill" />;
  return (
    <span className={styles.cooked}>
      <CookingPot size={20} aria-hidden="true" />
      {cookedLabel(cooked.data)}
    </span>
  );
}
