// The profile (docs/product.md section 2): avatar with its Edit upload, full name, email, 'Roasting since
// {date}', the recipe counts, and the way to the preferences questionnaire.
import { SlidersHorizontal } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatLongDate } from '../lib/format-long-date';
import { AvatarEditor } from './avatar-editor';
import { ProfileCounts } from './profile-counts';
import styles from './profile-card.module.css';

export interface ProfileUser {
  userId: string;
  fullName: string;
  email: string | null;
  createdAt: string;
  avatarUrl: string | null;
}

interface ProfileCardProps {
  user: ProfileUser;
  onAvatarChanged: (avatarUrl: string) => void;
}

export function ProfileCard({ user, onAvatarChanged }: ProfileCardProps) {
  return (
    <section className={styles.card} aria-labelledby="page-title">
      <AvatarEditor userId={user.userId} avatarUrl={user.avatarUrl} onChanged={onAvatarChanged} />
      <div className={styles.who}>
        <h1 id="page-title" className={styles.name}>
          {user.fullName}
        </h1>
        {user.email ? <p className={styles.email}>{user.email}</p> : null}
        <p className={styles.since}>Roasting since {formatLongDate(user.createdAt)}</p>
      </div>
      <ProfileCounts userId={user.userId} />
      <Link to={paths.preferences()} className={styles.preferences}>
        <SlidersHorizontal size={18} aria-hidden="true" />
        Your food preferences
      </Link>
    </section>
  );
}
