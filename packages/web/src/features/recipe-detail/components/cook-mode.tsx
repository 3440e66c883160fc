// Cook mode (docs/decisions/0016-cooking-from-a-recipe.md): one step at a time in large type, the
// ingredients that step uses right under it, every ingredient alongside, Back and Next (and the
// arrow keys), and the screen kept on where the browser can (Screen Wake Lock API).
import { useRef, useState } from 'react';
import { ingredientsInStep, type Recipe } from '@roastie/core';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useWakeLock } from '../hooks/use-wake-lock';
import type { ScaledIngredient } from '../lib/scaled-ingredients';
import styles from './cook-mode.module.css';

interface CookModeProps {
  open: boolean;
  recipe: Recipe;
  ingredients: readonly ScaledIngredient[];
  onClose: () => void;
}

export function CookMode({ open, recipe, ingredients, onClose }: CookModeProps) {
  return open ? <OpenCookMode recipe={recipe} ingredients={ingredients} onClose={onClose} /> : null;
}

function OpenCookMode({ recipe, ingredients, onClose }: Omit<CookModeProps, 'open'>) {
  const [index, setIndex] = useState(0);
  const nextRef = useRef<HTMLButtonElement>(null);
  const wakeLock = useWakeLock(true);
  const steps = recipe.instructions.length > 0 ? recipe.instructions : [{ description: '' }];
  const last = steps.length - 1;
  const step = steps[index]!;
  const inStep = ingredientsInStep(
    step.description,
    ingredients.map((row) => row.name),
  ).map((i) => ingredients[i]!);

  const go = (next: number) => setIndex(Math.min(last, Math.max(0, next)));

  return (
    <Dialog
      open
      label={`Cook mode: ${recipe.name}`}
      title={recipe.name}
      onClose={onClose}
      closeLabel="Leave cook mode"
      initialFocusRef={nextRef}
      className={styles.dialog}
    >
      <div
        className={styles.layout}
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight') go(index + 1);
          if (event.key === 'ArrowLeft') go(index - 1);
        }}
      >
        <section className={styles.stepArea} aria-labelledby="cook-step-title">
          <h3 id="cook-step-title" className={styles.counter} aria-live="polite">
            Step {index + 1} of {steps.length}
          </h3>
          <p className={styles.step}>
            {step.description || 'No steps written down: trust your instincts, chef.'}
          </p>
          {inStep.length > 0 ? (
            <div className={styles.uses}>
              <h4 className={styles.smallHeading}>For this step</h4>
              <ul>
                {inStep.map((row) => (
                  <li key={row.id}>{row.line}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <div className={styles.nav}>
            <Button variant="secondary" disabled={index === 0} onClick={() => go(index - 1)}>
              <ChevronLeft size={22} aria-hidden="true" />
              Back
            </Button>
            {index < last ? (
              <Button ref={nextRef} onClick={() => go(index + 1)}>
                Next
                <ChevronRight size={22} aria-hidden="true" />
              </Button>
            ) : (
              <Button ref={nextRef} onClick={onClose}>
                Done
              </Button>
            )}
          </div>
          <p className={styles.awake}>
            {wakeLock.held
              ? 'The screen stays on while you cook.'
              : 'Your browser may dim the screen: tap it now and then.'}
          </p>
        </section>
        <aside className={styles.all} aria-labelledby="cook-ingredients-title">
          <h3 id="cook-ingredients-title" className={styles.smallHeading}>
            Ingredients
          </h3>
          <ul>
            {ingredients.map((row) => (
              <li key={row.id}>{row.line}</li>
            ))}
          </ul>
        </aside>
      </div>
    </Dialog>
  );
}
