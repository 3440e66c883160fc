// Which feed is open, kept in the address (?tab=mine) so a reload or a shared link keeps it.
import { useSearchParams } from 'react-router';
import type { MemoryFeed } from '../api/get-posts';

export function useMemoryTab(): [MemoryFeed, (tab: MemoryFeed) => void] {
  const [params, setParams] = useSearchParams();
  const tab: MemoryFeed = params.get('tab') === 'mine' ? 'mine' : 'community';
  const select = (next: MemoryFeed) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'mine') updated.set('tab', 'mine');
        else updated.delete('tab');
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  return [tab, select];
}
