import type { CurrentUser } from '@/features/auth/api/get-current-user';
import styles from './user-badge.module.css';

/** The signed-in user's avatar (or initial) on the menu button; decorative, the name is "Menu". */
export function UserBadge({ user }: { user: CurrentUser }) {
  return (
    <span className={styles.badge} aria-hidden="true">
      {user.avatarUrl ? (
        <img src={user.avatarUrl} alt="" width={28} height={28} />
      ) : (
        user.firstName.slice(0, 1).toUpperCase()
      )}
    </span>
  );
}
