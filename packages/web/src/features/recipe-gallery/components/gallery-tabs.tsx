// 'My Recipes' and 'Community Recipes' (SPEC.md section 2), for signed-in cooks only, as tabs
// (WAI-ARIA APG tabs, automatic activation): arrows, Home and End move between them.
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { GalleryTab } from '../lib/gallery-params';
import styles from './gallery-tabs.module.css';

const TABS: { id: GalleryTab; label: string }[] = [
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
  const listRef = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TABS.findIndex((tab) => tab.id === selected);
    const next = {
      ArrowRight: (index + 1) % TABS.length,
      ArrowLeft: (index - 1 + TABS.length) % TABS.length,
      Home: 0,
      End: TABS.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = TABS[next];
    if (!tab) return;
    onSelect(tab.id);
    listRef.current?.querySelector<HTMLElement>(`#gallery-tab-${tab.id}`)?.focus();
  };

  return (
    <>
      <div
        ref={listRef}
        role="tablist"
        aria-label="Whose recipes"
        className={styles.tabs}
        onKeyDown={onKeyDown}
      >
        {TABS.map((tab) => (
          <button
            key={tab.id}
            id={`gallery-tab-${tab.id}`}
            type="button"
            role="tab"
            aria-selected={tab.id === selected}
            aria-controls="gallery-panel"
            tabIndex={tab.id === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div id="gallery-panel" role="tabpanel" aria-labelledby={`gallery-tab-${selected}`}>
        {children}
      </div>
    </>
  );
}
