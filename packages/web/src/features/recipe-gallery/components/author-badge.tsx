// Who wrote a recipe: their avatar (the default banana when there is none or it fails) and
// '@Full Name'; a recipe with no author is Chef Roastie's.
import type { RecipeCard } from '@roastie/core';
import { Avatar } from '@/components/ui/avatar';
import { ChefRoastie } from '@/components/ui/chef-roastie';
import styles from './author-badge.module.css';

export const CHEF_ROASTIE = 'Chef Roastie';

export function AuthorBadge({ author }: { author: RecipeCard['author'] }) {
  const name = author?.fullName.trim() || CHEF_ROASTIE;
  return (
    <span className={styles.author}>
      {author ? (
        <Avatar src={author.avatarUrl} alt="" size={32} />
      ) : (
        <ChefRoastie size={32} className={styles.chef} />
      )}
      <span className={styles.handle}>
        <span className="visually-hidden">By </span>@{name}
      </span>
    </span>
  );
}
