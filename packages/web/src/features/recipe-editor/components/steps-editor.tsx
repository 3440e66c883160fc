// The instruction steps: add, edit, remove, and reorder with up and down buttons. After a move,
// focus follows the step to its new place.
import { useLayoutEffect, useState } from 'react';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { TextArea } from '@/components/ui/text-area';
import type { EditorFormApi } from '../hooks/use-editor-form';
import type { StepRow } from '../lib/editor-form';
import type { FieldErrors } from '../lib/save-payload';
import styles from './steps-editor.module.css';
import sectionStyles from './editor-section.module.css';

interface StepsEditorProps {
  steps: StepRow[];
  actions: EditorFormApi['steps'];
  errors: FieldErrors;
}

type FocusRequest = { id: string; fallback: string } | null;

export function StepsEditor({ steps, actions, errors }: StepsEditorProps) {
  const [focusRequest, setFocusRequest] = useState<FocusRequest>(null);

  useLayoutEffect(() => {
    if (!focusRequest) return;
    const target = document.getElementById(focusRequest.id) as HTMLButtonElement | null;
    const fallback = document.getElementById(focusRequest.fallback);
    (target && !target.disabled ? target : fallback)?.focus();
  }, [focusRequest]);

  const move = (key: string, by: -1 | 1) => {
    actions.move(key, by);
    const direction = by < 0 ? 'up' : 'down';
    setFocusRequest({
      id: `${key}-${direction}`,
      fallback: `${key}-${direction === 'up' ? 'down' : 'up'}`,
    });
  };

  return (
    <section className={sectionStyles.section} aria-labelledby="steps-heading">
      <h2 id="steps-heading" className={sectionStyles.heading}>
        Instructions
      </h2>
      {errors.instructions ? <p className={sectionStyles.error}>{errors.instructions}</p> : null}
      <ol className={styles.steps}>
        {steps.map((step, index) => {
          const number = index + 1;
          return (
            <li key={step.key} className={styles.step}>
              <TextArea
                label={`Step ${number}`}
                value={step.description}
                error={errors[step.key]}
                rows={2}
                onChange={(event) => actions.update(step.key, event.target.value)}
              />
              <div className={styles.tools}>
                <button
                  id={`${step.key}-up`}
                  type="button"
                  className={styles.tool}
                  aria-label={`Move step ${number} up`}
                  disabled={index === 0}
                  onClick={() => move(step.key, -1)}
                >
                  <ArrowUp size={20} aria-hidden="true" />
                </button>
                <button
                  id={`${step.key}-down`}
                  type="button"
                  className={styles.tool}
                  aria-label={`Move step ${number} down`}
                  disabled={index === steps.length - 1}
                  onClick={() => move(step.key, 1)}
                >
                  <ArrowDown size={20} aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className={`${styles.tool} ${styles.remove}`}
                  aria-label={`Remove step ${number}`}
                  onClick={() => actions.remove(step.key)}
                >
                  <Trash2 size={20} aria-hidden="true" />
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <Button variant="secondary" className={sectionStyles.add} onClick={actions.add}>
        <Plus size={20} aria-hidden="true" />
        Add step
      </Button>
    </section>
  );
}
