// Home's "Login or create account" button for visitors (docs/product.md section 2): it opens the sign-in
// control in a dialog, and disappears once someone is signed in.
import { useRef, useState } from 'react';
import { LogIn } from 'lucide-react';
import { Button, type ButtonVariant } from '@/components/ui/button';
import { useCurrentUser, type SignedInUser } from '../api/get-current-user';
import { SIGN_IN_DIALOG_TITLE, SignInDialog } from './sign-in-dialog';

interface LoginOrCreateAccountProps {
  variant?: ButtonVariant;
  onSuccess?: (user: SignedInUser) => void;
}

export function LoginOrCreateAccount({
  variant = 'secondary',
  onSuccess,
}: LoginOrCreateAccountProps) {
  const { isSignedIn } = useCurrentUser();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      {isSignedIn ? null : (
        <Button
          ref={buttonRef}
          variant={variant}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          <LogIn size={20} aria-hidden="true" />
          {SIGN_IN_DIALOG_TITLE}
        </Button>
      )}
      <SignInDialog
        open={open}
        onClose={() => setOpen(false)}
        onSuccess={onSuccess}
        finalFocusRef={buttonRef}
      />
    </>
  );
}
