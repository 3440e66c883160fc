// 'Add Food Memory' (docs/product.md section 2): the form in a modal for signed-in cooks; for visitors
// the sign-in control the route hands in, since adding a memory needs an account. The modal
// cannot be dismissed while a memory is on its way, and closing it forgets the draft.
import type { ReactNode, RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useCreatePost } from '../api/create-post';
import { SIGN_IN_TO_ADD } from '../lib/memory-messages';
import { AddMemoryForm } from './add-memory-form';
import styles from './add-memory-dialog.module.css';

interface AddMemoryDialogProps {
  open: boolean;
  onClose: () => void;
  viewerId: string | null;
  /** A session hint says someone is signed in, though who is not known yet. */
  isSignedIn: boolean;
  signIn: ReactNode;
  finalFocusRef?: RefObject<HTMLElement | null>;
}

export function AddMemoryDialog(props: AddMemoryDialogProps) {
  const { open, onClose, viewerId, isSignedIn, signIn, finalFocusRef } = props;
  const create = useCreatePost();
  const close = () => {
    if (!create.isPending) onClose();
  };

  let body: ReactNode;
  if (viewerId) {
    body = (
      <AddMemoryForm
        viewerId={viewerId}
        saving={create.isPending}
        onSave={async (memory) => {
          await create.mutateAsync(memory);
          onClose();
        }}
        onCancel={close}
      />
    );
  } else if (isSignedIn) {
    body = (
      <p role="status" className={styles.pitch}>
        Setting the table…
      </p>
    );
  } else {
    body = (
      <div className={styles.signedOut}>
        <p className={styles.pitch}>{SIGN_IN_TO_ADD}</p>
        {signIn}
        <Button variant="secondary" onClick={close} className={styles.cancel}>
          Cancel
        </Button>
      </div>
    );
  }

  return (
    <Dialog
      open={open}
      title="Add Food Memory"
      onClose={close}
      finalFocusRef={finalFocusRef}
      className={styles.dialog}
    >
      {body}
    </Dialog>
  );
}
