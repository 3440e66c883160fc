// useMutation whose per-call callbacks (mutate(variables, { onSuccess, onError, onSettled })) run
// however soon after the component rendered the call comes.
//
// TanStack Query calls those callbacks only while the component's observer is subscribed, and
// under Preact (docs/decisions/0021-preact-runtime.md) useSyncExternalStore subscribes in an
// effect that runs after paint. A tap in between (a test's click, a busy phone) saved the answers
// but never said so: no thank-you, no error, no navigation. mutateAsync settles either way, so
// `mutate` here routes the callbacks through it. The hook-level options (cache updates) were never
// affected. Imported instead of TanStack's own (the rule is in eslint.config.js).
// eslint-disable-next-line no-restricted-imports -- the one place that wraps it
import { useMutation as useTanStackMutation } from '@tanstack/react-query';
import type { DefaultError, UseMutationOptions, UseMutationResult } from '@tanstack/react-query';
import { useCallback } from 'react';

/** What a call may do once it settles (TanStack's own, less the context no caller reads). */
export interface MutationCallbacks<TData, TError, TVariables> {
  onSuccess?: (data: TData, variables: TVariables) => void;
  onError?: (error: TError, variables: TVariables) => void;
  onSettled?: (data: TData | undefined, error: TError | null, variables: TVariables) => void;
}

/** TanStack's result, each of its states kept apart (so `isError` still narrows `error`). */
type WithOwnMutate<TResult, TData, TError, TVariables> = TResult extends unknown
  ? Omit<TResult, 'mutate'> & {
      mutate: (
        variables: TVariables,
        callbacks?: MutationCallbacks<TData, TError, TVariables>,
      ) => void;
    }
  : never;

export type Mutation<TData = unknown, TError = DefaultError, TVariables = void> = WithOwnMutate<
  UseMutationResult<TData, TError, TVariables>,
  TData,
  TError,
  TVariables
>;

export function useMutation<
  TData = unknown,
  TError = DefaultError,
  TVariables = void,
  TContext = unknown,
>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
): Mutation<TData, TError, TVariables> {
  const mutation = useTanStackMutation(options);
  const { mutateAsync } = mutation;
  const mutate = useCallback(
    (variables: TVariables, callbacks?: MutationCallbacks<TData, TError, TVariables>) => {
      mutateAsync(variables).then(
        (data) => {
          callbacks?.onSuccess?.(data, variables);
          callbacks?.onSettled?.(data, null, variables);
        },
        (error: TError) => {
          callbacks?.onError?.(error, variables);
          callbacks?.onSettled?.(undefined, error, variables);
        },
      );
    },
    [mutateAsync],
  );
  return { ...mutation, mutate } as Mutation<TData, TError, TVariables>;
}
