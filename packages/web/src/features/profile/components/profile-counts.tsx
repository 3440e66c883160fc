// 'My recipes' and 'Saved recipes' with their counts; a count whose call fails is not shown
// (docs/product.md section 8), the link stays.
import type { ReactNode } from 'react';
import { BookOpenText, ChevronRight, Heart } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useMyRecipeCount } from '../api/get-my-recipe-count';
import { useSavedRecipeCount } from '../api/get-saved-recipe-count';
import styles from './profile-counts.module.css';

export function ProfileCounts({ userId }: { userId: string }) {
  const recipes = useMyRecipeCount(userId);
  const saved = useSavedRecipeCount(userId);
  return (
    <ul className={styles.counts}>
      <CountLink
        to={paths.recipeGallery()}
        icon={<BookOpenText size={20} />}
        label="My recipes"
        count={recipes.isSuccess ? recipes.data : undefined}
      />
      <CountLink
        to={paths.savedRecipes()}
        icon={<Heart size={20} />}
        label="Saved recipes"
        count={saved.isSuccess ? saved.data : undefined}
      />
    </ul>
  );
}

interface CountLinkProps {
  to: string;
  icon: ReactNode;
  label: string;
  count: number | undefined;
}

function CountLink({ to, icon, label, count }: CountLinkProps) {
  return (
    <li>
      <Link to={to} className={styles.link}>
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
        <span className={styles.label}>{label}</span>
        {count === undefined ? null : <span className={styles.count}>{count}</span>}
        <ChevronRight size={18} aria-hidden="true" className={styles.chevron} />
      </Link>
    </li>
  );
}
