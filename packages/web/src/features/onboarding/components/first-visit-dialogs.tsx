// What greets a signed-in cook on Home: the onboarding on a first sign-in, or the welcome dialog,
// never both (see ../hooks/use-first-visit-dialog.ts).
import { useFirstVisitDialog, type FirstVisitUser } from '../hooks/use-first-visit-dialog';
import { OnboardingDialog } from './onboarding-dialog';
import { WelcomeDialog } from './welcome-dialog';

interface FirstVisitDialogsProps {
  user: FirstVisitUser | null;
  /** Finish was pressed: record it (POST /api/user/onboarded). */
  onFinishOnboarding: () => void;
  /** The clock, for tests. */
  now?: () => Date;
}

export function FirstVisitDialogs({ user, onFinishOnboarding, now }: FirstVisitDialogsProps) {
  const { dialog, dismiss } = useFirstVisitDialog(user, now);
  const firstName = user?.firstName ?? '';
  return (
    <>
      <OnboardingDialog
        open={dialog === 'onboarding'}
        firstName={firstName}
        onFinish={() => {
          dismiss();
          onFinishOnboarding();
        }}
        onDismiss={dismiss}
      />
      <WelcomeDialog open={dialog === 'welcome'} firstName={firstName} onClose={dismiss} />
    </>
  );
}
