// 'Community Posts' and 'My Posts' (SPEC.md section 2) as tabs (WAI-ARIA APG tabs, automatic
// activation): arrows, Home and End move between them.
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { MemoryFeed } from '../api/get-posts';
import styles from './memory-tabs.module.css';

const TABS: { id: MemoryFeed; label: string }[] = [
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
    listRef.current?.querySelector<HTMLElement>(`#memory-tab-${tab.id}`)?.focus();
  };

  return (
    <>
      <div
        ref={listRef}
        role="tablist"
        aria-label="Whose food memories"
        className={styles.tabs}
        onKeyDown={onKeyDown}
      >
        {TABS.map((tab) => (
          <button
            key={tab.id}
            id={`memory-tab-${tab.id}`}
            type="button"
            role="tab"
            aria-selected={tab.id === selected}
            aria-controls="memory-panel"
            tabIndex={tab.id === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div id="memory-panel" role="tabpanel" aria-labelledby={`memory-tab-${selected}`}>
        {children}
      </div>
    </>
  );
}
