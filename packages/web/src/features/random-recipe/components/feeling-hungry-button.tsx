// 'Feeling hungry' (docs/product.md section 2): one tap asks for one recipe picked by chance; the pick
// shows wherever RandomRecipePick is placed.
import { Dices } from 'lucide-react';
import { Button, type ButtonVariant } from '@/components/ui/button';
import { useRandomRecipe } from '../api/get-random-recipe';

export function FeelingHungryButton({ variant = 'secondary' }: { variant?: ButtonVariant }) {
  const random = useRandomRecipe();
  return (
    <Button
      variant={variant}
      // aria-disabled, not disabled: the button keeps keyboard focus while the pick is on its way.
      aria-disabled={random.isPending || undefined}
      onClick={() => {
        if (!random.isPending) random.mutate();
      }}
    >
      <Dices size={20} aria-hidden="true" />
      Feeling hungry
    </Button>
  );
}
