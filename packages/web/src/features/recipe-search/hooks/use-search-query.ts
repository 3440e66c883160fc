// The search query lives in the address (?q=): the bar writes it, the results read it, Back from a
// recipe brings the results back and a search can be shared.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export const SEARCH_PARAM = 'q';

export function useSearchQuery(): [string, (query: string) => void] {
  const [params, setParams] = useSearchParams();
  const query = params.get(SEARCH_PARAM)?.trim() ?? '';
  const setQuery = useCallback(
    (next: string) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set(SEARCH_PARAM, next);
          return updated;
        },
        { preventScrollReset: true },
      ),
    [setParams],
  );
  return [query, setQuery];
}
