// The sign-in control in a dialog (Home's "Login or create account"); it closes itself once the
// cook is signed in (docs/product.md section 2). The control and its form rules load when the
// dialog first opens, not with every page that offers it (docs/decisions/0014-speed.md).
import { lazy, Suspense, type RefObject } from 'react';
import { ChefRoastie } from '@/components/ui/chef-roastie';
import { Dialog } from '@/components/ui/dialog';
import { PageLoading } from '@/components/ui/page-loading';
import type { SignedInUser } from '../api/get-current-user';
import type { SignInControlProps } from './sign-in-control';
import styles from './sign-in-dialog.module.css';

const SignInControl = lazy(() =>
  import('./sign-in-control').then((module) => ({ default: module.SignInControl })),
);

interface SignInDialogProps extends Omit<SignInControlProps, 'onSuccess'> {
  open: boolean;
  onClose: () => void;
  onSuccess?: (user: SignedInUser) => void;
  finalFocusRef?: RefObject<HTMLElement | null>;
}

export const SIGN_IN_DIALOG_TITLE = 'Login or create account';

export function SignInDialog({
  open,
  onClose,
  onSuccess,
  finalFocusRef,
  ...controlProps
}: SignInDialogProps) {
  return (
    <Dialog
      open={open}
      title={SIGN_IN_DIALOG_TITLE}
      onClose={onClose}
      finalFocusRef={finalFocusRef}
      header={<ChefRoastie size={72} className={styles.chef} />}
      className={styles.dialog}
    >
      <p className={styles.pitch}>
        Save recipes, post food memories and let Chef Roastie learn your taste. The roasting is
        free.
      </p>
      <Suspense fallback={<PageLoading />}>
        <SignInControl
          {...controlProps}
          onSuccess={(user) => {
            onClose();
            onSuccess?.(user);
          }}
        />
      </Suspense>
    </Dialog>
  );
}
