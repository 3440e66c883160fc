// A card's heart and like count. Signed in: a button that likes the recipe (never unlikes, docs/product.md
// section 4); once liked it stays filled. Signed out, or on saved recipes, just the heart and count.
import { Heart } from 'lucide-react';
import styles from './like-button.module.css';
import { pluralNoun } from '@/lib/count-label';

interface LikeButtonProps {
  recipeName: string;
  likes: number;
  liked: boolean;
  /** Left out: the heart is not a button (signed out, or always-liked saved recipes). */
  onLike?: () => void;
  failed?: boolean;
}

const countLabel = (likes: number) =>
  `${likes} ${pluralNoun(likes, { one: 'like', other: 'likes' })}`;

export function LikeButton({ recipeName, likes, liked, onLike, failed }: LikeButtonProps) {
  const heart = (
    <Heart
      size={20}
      aria-hidden="true"
      className={liked ? styles.filled : undefined}
      fill={liked ? 'currentColor' : 'none'}
    />
  );
  if (!onLike) {
    return (
      <span className={styles.static}>
        {heart}
        <span aria-hidden="true">{likes}</span>
        <span className="visually-hidden">
          {liked ? `Liked, ${countLabel(likes)}` : countLabel(likes)}
        </span>
      </span>
    );
  }
  return (
    <span className={styles.wrap}>
      <span role="status" className={styles.failed}>
        {failed ? 'That like didn’t stick. Try again?' : ''}
      </span>
      <button
        type="button"
        className={styles.button}
        aria-label={`Like ${recipeName}`}
        aria-pressed={liked}
        disabled={liked}
        onClick={onLike}
      >
        {heart}
      </button>
      <span className={styles.count}>
        {likes}
        <span className="visually-hidden">
          {' '}
          {pluralNoun(likes, { one: 'like', other: 'likes' })}
        </span>
      </span>
    </span>
  );
}
