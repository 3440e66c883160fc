// A small badge saying where the list stands. It never blocks anything: the list is always saved
// on this device first, and the badge only tells whether the server has it yet.
import { Cloud, CloudCheck, CloudOff, LoaderCircle, Smartphone, UserRound } from 'lucide-react';
import type { SyncStatus } from '../lib/list-sync';
import styles from './sync-status.module.css';

const SHOWN: Record<SyncStatus, { text: string; Icon: typeof Cloud }> = {
  device: { text: 'Saved on this device', Icon: Smartphone },
  saved: { text: 'Saved', Icon: CloudCheck },
  saving: { text: 'Saving…', Icon: LoaderCircle },
  offline: { text: 'Offline — will sync', Icon: CloudOff },
  retrying: { text: 'Not synced yet — will retry', Icon: Cloud },
  'signed-out': { text: 'Signed out — sign in to sync', Icon: UserRound },
};

export function SyncStatusBadge({ status }: { status: SyncStatus }) {
  const { text, Icon } = SHOWN[status];
  return (
    <p role="status" className={`${styles.badge} ${styles[status]}`}>
      <Icon
        size={16}
        aria-hidden="true"
        className={status === 'saving' ? styles.spin : undefined}
      />
      {text}
    </p>
  );
}
