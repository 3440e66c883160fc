// A row of tabs over one panel (WAI-ARIA APG tabs, automatic activation): arrows, Home and End
// move between them. Used by the recipe gallery and the food memory gallery.
import { useId, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tabs.module.css';

export interface TabOption<Id extends string> {
  id: Id;
  label: string;
}

interface TabsProps<Id extends string> {
  tabs: readonly TabOption<Id>[];
  /** The tab list's accessible name (what the tabs choose between). */
  label: string;
  selected: Id;
  onSelect: (tab: Id) => void;
  /** The selected tab's panel. */
  children: ReactNode;
}

export function Tabs<Id extends string>(props: TabsProps<Id>) {
  const { tabs, label, selected, onSelect, children } = props;
  const baseId = useId();
  const tabId = (id: Id) => `${baseId}-tab-${id}`;
  const panelId = `${baseId}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const next = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab.id);
    document.getElementById(tabId(tab.id))?.focus();
  };

  return (
    <>
      <div role="tablist" aria-label={label} className={styles.tabs} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            id={tabId(tab.id)}
            type="button"
            role="tab"
            aria-selected={tab.id === selected}
            aria-controls={panelId}
            tabIndex={tab.id === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(selected)}>
        {children}
      </div>
    </>
  );
}
