// The questionnaire: what you eat (any of three), which meal you cook most, and what matters most
// in a dish. Without a user id nothing is sent; it is only logged (docs/product.md sections 5 and 8).
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { useSubmitPreferences } from '../api/submit-preferences';
import {
  COOKING_MEALS,
  DISH_PRIORITIES,
  FOOD_PREFERENCES,
  type PreferenceAnswers,
  type SavedPreferences,
} from '../lib/options';
import { OptionGroup } from './option-group';
import styles from './preferences.module.css';

interface PreferencesFormProps {
  userId: string | null | undefined;
  initial: SavedPreferences | undefined;
  onSaved: (answers: PreferenceAnswers) => void;
}

export function PreferencesForm({ userId, initial, onSaved }: PreferencesFormProps) {
  const [foods, setFoods] = useState<string[]>(initial?.foodPreferences ?? []);
  const [meal, setMeal] = useState(initial?.cookingMeal ?? '');
  const [priority, setPriority] = useState(initial?.dishPriority ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = useSubmitPreferences();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submit.isPending) return;
    if (!userId) {
      console.log('User ID is not available. Please log in.');
      return;
    }
    if (!meal || !priority) {
      setProblem('Pick a meal and what matters most, so Chef Roastie knows where to start.');
      return;
    }
    setProblem(null);
    // In the order of the options, whatever order they were tapped in.
    const answers = {
      foodPreferences: FOOD_PREFERENCES.filter((food) => foods.includes(food)),
      cookingMeal: meal,
      dishPriority: priority,
    };
    submit.mutate(
      { userId, ...answers },
      {
        onSuccess: () => onSaved(answers),
        onError: (error) => {
          console.error('Failed to save preferences', error);
          setProblem(
            `Chef Roastie dropped your answers on the way to the kitchen: ${error.message} Please try again.`,
          );
        },
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} aria-busy={submit.isPending}>
      <OptionGroup
        legend="What do you eat?"
        hint="Pick any that fit."
        type="checkbox"
        name="foodPreferences"
        options={FOOD_PREFERENCES}
        selected={foods}
        onToggle={(food) =>
          setFoods((list) =>
            list.includes(food) ? list.filter((item) => item !== food) : [...list, food],
          )
        }
      />
      <OptionGroup
        legend="Which meal do you cook most?"
        type="radio"
        name="cookingMeal"
        options={COOKING_MEALS}
        selected={[meal]}
        onToggle={setMeal}
      />
      <OptionGroup
        legend="What matters most in a dish?"
        type="radio"
        name="dishPriority"
        options={DISH_PRIORITIES}
        selected={[priority]}
        onToggle={setPriority}
      />
      <FormMessage>{problem}</FormMessage>
      <Button type="submit" className={styles.submit} aria-disabled={submit.isPending}>
        {submit.isPending ? 'Saving…' : 'Save preferences'}
      </Button>
    </form>
  );
}
