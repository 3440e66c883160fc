// 'My Recipes' and 'Community Recipes' (docs/product.md section 2), for signed-in cooks only, as tabs.
import type { ReactNode } from 'react';
import { Tabs, type TabOption } from '@/components/ui/tabs';
import type { GalleryTab } from '../lib/gallery-params';

const TABS: TabOption<GalleryTab>[] = [
  { id: 'mine', label: 'My Recipes' },
  { id: 'community', label: 'Community Recipes' },
];

interface GalleryTabsProps {
  selected: GalleryTab;
  onSelect: (tab: GalleryTab) => void;
  /** The selected tab's panel. */
  children: ReactNode;
}

export function GalleryTabs({ selected, onSelect, children }: GalleryTabsProps) {
  return (
    <Tabs tabs={TABS} label="Whose recipes" selected={selected} onSelect={onSelect}>
      {children}
    </Tabs>
  );
}
