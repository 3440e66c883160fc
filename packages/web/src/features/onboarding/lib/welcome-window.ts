// docs/product.md section 9: a welcome dialog opens while the account is less than 5 minutes old.

export const WELCOME_WINDOW_MS = 5 * 60 * 1000;

/** True while `now` is less than five minutes after `createdAt` (an ISO date and time). */
export function isWithinWelcomeWindow(createdAt: string, now: Date): boolean {
  const created = Date.parse(createdAt);
  if (Number.isNaN(created)) return false;
  // A clock a little behind the server's makes the age negative: still a new account.
  return now.getTime() - created < WELCOME_WINDOW_MS;
}
