// Which dialog greets a signed-in cook on Home, decided once when they become known (so a dialog
// does not vanish under their thumb when the five minutes run out while it is open).
//
// Onboarding and the welcome dialog never show together. For a new account the onboarding IS the
// welcome: its first step is "Welcome", by name, and a second dialog before or after it would be
// one too many. The separate welcome dialog is for an account under five minutes old that has
// already finished onboarding somewhere else (another tab or device).
import { useState } from 'react';
import { hasBeenGreeted, rememberGreeted } from '../lib/greeted-users';
import { isWithinWelcomeWindow } from '../lib/welcome-window';

export type FirstVisitDialog = 'onboarding' | 'welcome' | null;

export interface FirstVisitUser {
  userId: string;
  firstName: string;
  createdAt: string;
  onboarded: boolean;
}

export function firstVisitDialogFor(user: FirstVisitUser, now: Date): FirstVisitDialog {
  if (!user.onboarded) return 'onboarding';
  if (isWithinWelcomeWindow(user.createdAt, now)) return 'welcome';
  return null;
}

const systemClock = () => new Date();

export function useFirstVisitDialog(user: FirstVisitUser | null, now: () => Date = systemClock) {
  const [decision, setDecision] = useState<{ userId: string; dialog: FirstVisitDialog } | null>(
    null,
  );
  if (user && decision?.userId !== user.userId) {
    const dialog = hasBeenGreeted(user.userId) ? null : firstVisitDialogFor(user, now());
    setDecision({ userId: user.userId, dialog });
  }

  const dismiss = () => {
    if (user) rememberGreeted(user.userId);
    setDecision((current) => current && { ...current, dialog: null });
  };

  const dialog = user && decision?.userId === user.userId ? decision.dialog : null;
  return { dialog, dismiss };
}
