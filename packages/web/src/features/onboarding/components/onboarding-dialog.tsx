// The five-step onboarding dialog (docs/product.md sections 2 and 4): the step starts at 0, Next adds
// one, and on the last step the button reads Finish and closes it. Escape, the close button or a
// click outside only put it away: onboarding is done only after Finish.
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ONBOARDING_STEPS } from './onboarding-steps';
import styles from './onboarding-dialog.module.css';

interface OnboardingDialogProps {
  open: boolean;
  firstName: string;
  onFinish: () => void;
  onDismiss: () => void;
}

export const ONBOARDING_DIALOG_LABEL = 'Getting started with Roastie';

export function OnboardingDialog({ open, ...props }: OnboardingDialogProps) {
  // Mounted only while open, so every opening starts at the first step.
  return open ? <OpenOnboardingDialog {...props} /> : null;
}

function OpenOnboardingDialog({
  firstName,
  onFinish,
  onDismiss,
}: Omit<OnboardingDialogProps, 'open'>) {
  const [index, setIndex] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const step = ONBOARDING_STEPS[index] ?? ONBOARDING_STEPS[0];
  if (!step) return null;
  const count = ONBOARDING_STEPS.length;
  const isLast = index === count - 1;
  const text = step.text(firstName);

  return (
    <Dialog
      open
      label={ONBOARDING_DIALOG_LABEL}
      title={step.title}
      onClose={onDismiss}
      initialFocusRef={buttonRef}
      className={styles.dialog}
      header={
        <div className={styles.header}>
          <p className={styles.counter}>
            Step {index + 1} of {count}
          </p>
          <ol className={styles.dots} aria-hidden="true">
            {ONBOARDING_STEPS.map((item, position) => (
              <li key={item.title} data-done={position <= index || undefined} />
            ))}
          </ol>
          <div className={index === 0 ? styles.chef : styles.badge}>{step.art}</div>
        </div>
      }
    >
      <p className={styles.text}>{text}</p>
      {/* Focus stays on the button, so each new step is read out from here. */}
      <p className="visually-hidden" aria-live="polite">
        {index > 0 ? `Step ${index + 1} of ${count}: ${step.title}. ${text}` : ''}
      </p>
      <Button
        ref={buttonRef}
        className={styles.next}
        onClick={() => (isLast ? onFinish() : setIndex(index + 1))}
      >
        {isLast ? 'Finish' : 'Next'}
      </Button>
    </Dialog>
  );
}
