import type { FieldErrors } from '../lib/form-errors';

/** The text of a named field of `form` (empty when there is none). */
export function textOf(form: HTMLFormElement, name: string): string {
  const value = new FormData(form).get(name);
  return typeof value === 'string' ? value : '';
}

/** Puts focus on the first field, in page order, that has an error. */
export function focusFirstInvalid(form: HTMLFormElement, errors: FieldErrors): void {
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement && errors[element.name]) {
      element.focus();
      return;
    }
  }
}
