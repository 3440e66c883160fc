// Who has already been greeted (onboarding or welcome dialog, finished or closed) in this browser
// tab, so a dialog does not come back on every visit to Home or after a reload. A new tab starts
// afresh: onboarding that was closed without Finish shows again there, as it is not done.

const KEY = 'roastie.greeted-users';

function read(): string[] {
  try {
    const list: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((item) => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

export function hasBeenGreeted(userId: string): boolean {
  return read().includes(userId);
}

export function rememberGreeted(userId: string): void {
  const list = read();
  if (list.includes(userId)) return;
  try {
    sessionStorage.setItem(KEY, JSON.stringify([...list, userId]));
  } catch {
    // Storage full or switched off: the dialog may show once more, nothing worse.
  }
}
