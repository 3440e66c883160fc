// The delete action on the cook's own memory: asks first, then removes it and its photo. A failure
// is logged and said beside the button; the memory stays.
import { useRef, useState } from 'react';
import type { Post } from '@roastie/core';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeletePost } from '../api/delete-post';
import styles from './delete-memory-button.module.css';

export function DeleteMemoryButton({ post }: { post: Post }) {
  const [asking, setAsking] = useState(false);
  const [failed, setFailed] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const remove = useDeletePost();

  const confirm = () => {
    setFailed(false);
    remove.mutate(post, {
      onSuccess: () => setAsking(false),
      onError: (error) => {
        console.error('Failed to delete memory', error);
        setAsking(false);
        setFailed(true);
      },
    });
  };

  return (
    <span className={styles.wrap}>
      {failed ? (
        <span role="status" className={styles.failed}>
          Couldn’t delete it just now.
        </span>
      ) : null}
      <Button
        ref={buttonRef}
        variant="ghost"
        className={styles.button}
        aria-haspopup="dialog"
        aria-label={`Delete ${post.recipeName}`}
        onClick={() => setAsking(true)}
      >
        <Trash2 size={18} aria-hidden="true" />
        Delete
      </Button>
      <ConfirmDialog
        open={asking}
        title="Delete this food memory?"
        description={`“${post.recipeName}” and its photo will be gone for good.`}
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
        finalFocusRef={buttonRef}
      />
    </span>
  );
}
