// 'Community Posts' and 'My Posts' (docs/product.md section 2) as tabs.
import type { ReactNode } from 'react';
import { Tabs, type TabOption } from '@/components/ui/tabs';
import type { MemoryFeed } from '../api/get-posts';

const TABS: TabOption<MemoryFeed>[] = [
  { id: 'community', label: 'Community Posts' },
  { id: 'mine', label: 'My Posts' },
];

interface MemoryTabsProps {
  selected: MemoryFeed;
  onSelect: (tab: MemoryFeed) => void;
  /** The selected tab's panel. */
  children: ReactNode;
}

export function MemoryTabs({ selected, onSelect, children }: MemoryTabsProps) {
  return (
    <Tabs tabs={TABS} label="Whose food memories" selected={selected} onSelect={onSelect}>
      {children}
    </Tabs>
  );
}
