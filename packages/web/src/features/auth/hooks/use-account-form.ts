// The submit of the login and register forms: read the fields, check them in the browser (focus
// goes to the first field in error), then send; the server's field messages come back the same
// way. The form's own fields and words stay in its component.
import { useState, type FormEvent } from 'react';
import type { Mutation } from '@/lib/use-mutation';
import type { CurrentUser } from '../api/get-current-user';
import { fieldErrorsOf, type FieldErrors } from '../lib/form-errors';
import { focusFirstInvalid } from '../lib/form-helpers';

export interface AccountFormCallbacks {
  onError: (error: unknown) => void;
  onAttempt: () => void;
}

interface AccountFormOptions<Input> extends AccountFormCallbacks {
  mutation: Mutation<CurrentUser, Error, Input>;
  read: (form: HTMLFormElement) => Input;
  validate: (input: Input) => FieldErrors;
}

export function useAccountForm<Input>(options: AccountFormOptions<Input>) {
  const { mutation, read, validate, onError, onAttempt } = options;
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const form = event.currentTarget;
    const input = read(form);
    const errors = validate(input);
    setFieldErrors(errors);
    onAttempt();
    if (Object.keys(errors).length) {
      focusFirstInvalid(form, errors);
      return;
    }
    mutation.mutate(input, {
      onError: (error) => {
        setFieldErrors(fieldErrorsOf(error));
        onError(error);
      },
    });
  };

  return { fieldErrors, onSubmit, pending: mutation.isPending };
}
