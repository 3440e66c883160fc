// Keeping keyboard focus inside a modal: what can take Tab focus, and wrapping at either end.
import type { KeyboardEvent } from 'react';

const TABBABLE = [
  'a[href]',
  'button:not(:disabled)',
  'input:not(:disabled):not([type="hidden"])',
  'select:not(:disabled)',
  'textarea:not(:disabled)',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export function tabbablesIn(container: HTMLElement | null): HTMLElement[] {
  return Array.from(container?.querySelectorAll<HTMLElement>(TABBABLE) ?? []).filter(
    (element) => !element.closest('[hidden], [inert]'),
  );
}

/** From a modal's keydown handler: Tab on the last element goes to the first, and back. */
export function trapTab(event: KeyboardEvent<HTMLElement>, container: HTMLElement | null): void {
  if (event.key !== 'Tab') return;
  const tabbables = tabbablesIn(container);
  const first = tabbables[0];
  const last = tabbables.at(-1);
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
