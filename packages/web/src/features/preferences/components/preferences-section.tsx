// The preferences questionnaire (docs/product.md section 2, preferences) as a section of the profile:
// the greeting, the form filled with what was saved before, and a thank-you once saved.
import { useLayoutEffect, useRef, useState } from 'react';
import { PencilLine } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { usePreferences } from '../api/get-preferences';
import { PreferencesForm } from './preferences-form';
import styles from './preferences.module.css';

export const PREFERENCES_SECTION_ID = 'preferences';

interface PreferencesSectionProps {
  user: { userId?: string | null; firstName: string };
}

export function PreferencesSection({ user }: PreferencesSectionProps) {
  const userId = user.userId ?? '';
  const saved = usePreferences(userId);
  const [thanked, setThanked] = useState(false);
  const againRef = useRef<HTMLButtonElement>(null);

  useLayoutEffect(() => {
    // The form (and its button) is gone: keep keyboard focus near the thank-you.
    if (thanked) againRef.current?.focus();
  }, [thanked]);

  return (
    <section
      id={PREFERENCES_SECTION_ID}
      className={styles.section}
      aria-labelledby="preferences-title"
    >
      <p className={styles.eyebrow}>Your preferences</p>
      <h2 id="preferences-title" className={styles.title}>
        Hello {user.firstName}, tell us about yourself!
      </h2>
      <FormMessage tone="success">
        {thanked ? `Thank you, ${user.firstName}! Your preferences have been saved.` : null}
      </FormMessage>
      {thanked ? (
        <Button ref={againRef} variant="secondary" onClick={() => setThanked(false)}>
          <PencilLine size={18} aria-hidden="true" />
          Change my answers
        </Button>
      ) : saved.isPending && userId ? (
        <p className={styles.status} role="status">
          Fetching your answers…
        </p>
      ) : (
        <>
          {saved.isError ? (
            <p className={styles.status}>
              Chef Roastie couldn’t find your earlier answers, so the form starts empty.
            </p>
          ) : null}
          <PreferencesForm
            userId={user.userId}
            initial={saved.data}
            onSaved={() => setThanked(true)}
          />
        </>
      )}
    </section>
  );
}
