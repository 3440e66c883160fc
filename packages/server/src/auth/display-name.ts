// How a user is named on screen (docs/product.md section 3): the stored full name, or 'User' when there is
// none; the first name is the first space-separated word of that.

const FALLBACK_NAME = 'User';

export function displayName(fullName: string | null | undefined): string {
  const trimmed = fullName?.trim().replace(/\s+/g, ' ');
  return trimmed ? trimmed : FALLBACK_NAME;
}

export function firstName(fullName: string | null | undefined): string {
  return displayName(fullName).split(' ')[0] ?? FALLBACK_NAME;
}

/** Everything after the first name; empty when the name is one word. */
export function lastName(fullName: string | null | undefined): string {
  return displayName(fullName).split(' ').slice(1).join(' ');
}
