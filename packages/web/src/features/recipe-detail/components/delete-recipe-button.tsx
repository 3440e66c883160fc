// "Delete recipe" for its author (docs/decisions/0016-cooking-from-a-recipe.md): asks first in the
// app's own dialog, then deletes it and goes to the cook's gallery. Food memories of it stay.
import { useRef, useState } from 'react';
import { Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { paths } from '@/config/paths';
import { useDeleteRecipe } from '../api/delete-recipe';

export function DeleteRecipeButton({ id, name }: { id: string; name: string }) {
  const [asking, setAsking] = useState(false);
  const [failed, setFailed] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const remove = useDeleteRecipe();
  const navigate = useNavigate();

  const confirm = () => {
    setFailed(false);
    remove.mutate(id, {
      onSuccess: () => {
        setAsking(false);
        void navigate(paths.recipeGallery(), { replace: true });
      },
      onError: (error) => {
        console.error('Failed to delete recipe', error);
        setAsking(false);
        setFailed(true);
      },
    });
  };

  return (
    <>
      <Button
        ref={buttonRef}
        variant="ghost"
        aria-haspopup="dialog"
        onClick={() => setAsking(true)}
      >
        <Trash2 size={20} aria-hidden="true" />
        Delete recipe
      </Button>
      {failed ? <span role="status">Couldn’t delete it just now. Try again.</span> : null}
      <ConfirmDialog
        open={asking}
        title="Delete this recipe?"
        description={`“${name}”, its likes and its picture will be gone for good. Food memories of it stay, without the link.`}
        confirmLabel="Delete recipe"
        busy={remove.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
        finalFocusRef={buttonRef}
      />
    </>
  );
}
