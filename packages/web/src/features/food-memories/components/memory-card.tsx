// One food memory (docs/product.md section 2): the photo (lazy, over its blurred placeholder, in a fixed
// frame so nothing jumps), the cook's avatar and @name, the day it was cooked in long form, the
// dish and the words, a link to the recipe, and for the cook's own memories a delete action.
import type { Post } from '@roastie/core';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { RecipeImage } from '@/components/ui/recipe-image';
import { paths } from '@/config/paths';
import { formatMemoryDate } from '../lib/format-memory-date';
import { DeleteMemoryButton } from './delete-memory-button';
import styles from './memory-card.module.css';

interface MemoryCardProps {
  post: Post;
  /** The memory is the viewer's own: they may delete it. */
  own: boolean;
}

export function MemoryCard({ post, own }: MemoryCardProps) {
  return (
    <article className={styles.card} aria-labelledby={`memory-${post.id}`}>
      <header className={styles.header}>
        <Avatar src={post.author.avatarUrl} alt="" size={40} />
        <div className={styles.who}>
          <span className={styles.handle}>
            <span className="visually-hidden">By </span>@{post.author.fullName}
          </span>
          <time dateTime={post.date} className={styles.date}>
            {formatMemoryDate(post.date)}
          </time>
        </div>
      </header>
      <RecipeImage
        image={post.imageURL}
        imageSrcSet={post.srcSet}
        imagePlaceholder={post.placeholder}
        alt={`${post.recipeName}, as ${post.author.firstName} made it`}
        sizes="(min-width: 68rem) 21rem, (min-width: 40rem) 45vw, 100vw"
      />
      <div className={styles.body}>
        <h3 id={`memory-${post.id}`} className={styles.title}>
          {post.recipeName}
        </h3>
        <p className={styles.content}>{post.content}</p>
        <footer className={styles.footer}>
          {post.recipeID ? (
            <Link
              to={paths.recipe(post.recipeID)}
              className={styles.recipeLink}
              aria-label={`See the recipe for ${post.recipeName}`}
            >
              See the recipe
              <ArrowRight size={18} aria-hidden="true" />
            </Link>
          ) : (
            <span className={styles.gone}>The recipe is no longer on the menu</span>
          )}
          {own ? <DeleteMemoryButton post={post} /> : null}
        </footer>
      </div>
    </article>
  );
}
