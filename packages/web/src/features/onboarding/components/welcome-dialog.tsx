// The new-account welcome (docs/product.md section 2, Home): for an account under five minutes old that
// has finished onboarding already (see use-first-visit-dialog.ts for how the two relate).
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { ChefRoastie } from '@/components/ui/chef-roastie';
import { Dialog } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import styles from './welcome-dialog.module.css';

interface WelcomeDialogProps {
  open: boolean;
  firstName: string;
  onClose: () => void;
}

export function WelcomeDialog({ open, firstName, onClose }: WelcomeDialogProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      title={`Welcome to Roastie, ${firstName}!`}
      onClose={onClose}
      initialFocusRef={buttonRef}
      className={styles.dialog}
      header={<ChefRoastie size={96} className={styles.chef} />}
    >
      <p className={styles.text}>
        Your account is fresh out of the oven. Snap a dish for your first recipe, or tell Chef
        Roastie what you like to eat.
      </p>
      <div className={styles.actions}>
        <Button ref={buttonRef} onClick={onClose}>
          Let’s cook
        </Button>
        <ButtonLink to={paths.preferences()} variant="secondary" onClick={onClose}>
          Tell us about yourself
        </ButtonLink>
      </div>
    </Dialog>
  );
}
