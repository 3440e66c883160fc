// 'Delete account', behind a question that says what goes and what stays
// (docs/decisions/0007-accounts-and-sessions.md), then DELETE /api/user.
import { useRef, useState } from 'react';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormMessage } from '@/components/ui/form-message';
import { useDeleteAccount } from '../api/delete-account';
import styles from './delete-account.module.css';

export const DELETE_ACCOUNT_QUESTION = 'Delete your account?';

export function DeleteAccount({ onDeleted }: { onDeleted: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const deletion = useDeleteAccount({ onSuccess: onDeleted });

  const confirm = () => {
    setFailure(null);
    deletion.mutate(undefined, {
      onError: (error) => {
        console.error('Failed to delete account', error);
        setConfirming(false);
        setFailure(
          `Chef Roastie couldn’t delete your account just now (${error.message}). Nothing was removed; please try again.`,
        );
      },
    });
  };

  return (
    <section className={styles.section} aria-labelledby="delete-account-title">
      <h2 id="delete-account-title" className={styles.title}>
        Leaving the kitchen?
      </h2>
      <p className={styles.text}>
        Deleting your account removes your sessions, likes, preferences, avatar and food memories.
        Your recipes stay, credited to Chef Roastie.
      </p>
      <Button
        ref={buttonRef}
        variant="secondary"
        className={styles.button}
        onClick={() => setConfirming(true)}
      >
        <Trash2 size={18} aria-hidden="true" />
        Delete account
      </Button>
      <FormMessage>{failure}</FormMessage>
      <ConfirmDialog
        open={confirming}
        icon={<Trash2 size={26} />}
        title={DELETE_ACCOUNT_QUESTION}
        description="This signs you out everywhere and removes your likes, preferences, avatar and food memory posts, for good. Your recipes stay in the gallery, credited to Chef Roastie."
        confirmLabel="Delete account"
        cancelLabel="Keep my account"
        busy={deletion.isPending || deletion.isSuccess}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
        finalFocusRef={buttonRef}
      />
    </section>
  );
}
