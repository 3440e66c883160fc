// The cook's daily GL budget: 80 unless they set their own (docs/product.md section 10).
import { useState, type FormEvent } from 'react';
import { DEFAULT_DAILY_GL_BUDGET, MAX_DAILY_GL_BUDGET, MIN_DAILY_GL_BUDGET } from '@roastie/core';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { TextField } from '@/components/ui/text-field';
import { usePlanBudget } from '../api/put-plan-budget';
import styles from './budget-form.module.css';

export function BudgetForm({ budget }: { budget: number }) {
  const [text, setText] = useState(String(budget));
  const [error, setError] = useState('');
  const save = usePlanBudget();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(text.trim());
    if (!Number.isInteger(value) || value < MIN_DAILY_GL_BUDGET || value > MAX_DAILY_GL_BUDGET) {
      setError(`Pick a whole number from ${MIN_DAILY_GL_BUDGET} to ${MAX_DAILY_GL_BUDGET}.`);
      return;
    }
    setError('');
    save.mutate(value);
  };

  return (
    <details className={styles.budgetDetails}>
      <summary>Daily GL budget: {budget}</summary>
      <form className={styles.budgetForm} onSubmit={submit} noValidate>
        <TextField
          label="Daily glycemic load budget"
          inputMode="numeric"
          value={text}
          error={error || undefined}
          hint={`${DEFAULT_DAILY_GL_BUDGET} by default: a low-GL day stays under 80 (Brand-Miller et al., The Low GI Handbook).`}
          onChange={(event) => setText(event.target.value)}
        />
        <div className={styles.budgetButtons}>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save budget'}
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              setText(String(DEFAULT_DAILY_GL_BUDGET));
              setError('');
              save.mutate(null);
            }}
          >
            Back to {DEFAULT_DAILY_GL_BUDGET}
          </Button>
        </div>
        {save.isError ? <FormMessage>{save.error.message}</FormMessage> : null}
      </form>
    </details>
  );
}
