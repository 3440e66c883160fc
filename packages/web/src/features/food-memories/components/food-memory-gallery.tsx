// The Food Memory gallery (docs/product.md section 2, /gallery): 'Add Food Memory', then the
// 'Community Posts' and 'My Posts' tabs, each an infinite feed of memory cards. My Posts needs a
// signed-in cook; visitors get the sign-in control the route hands in (features do not import
// each other, so the route composes them).
import { useRef, useState, type ReactNode } from 'react';
import { CalendarHeart, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useMemoryTab } from '../hooks/use-memory-tab';
import { AddMemoryDialog } from './add-memory-dialog';
import { MemoryFeed } from './memory-feed';
import { MemoryTabs } from './memory-tabs';
import styles from './food-memory-gallery.module.css';

interface FoodMemoryGalleryProps {
  /** The signed-in cook, or null for a visitor (or while it is not yet known). */
  viewerId: string | null;
  /** A session hint says someone is signed in, even before their id is known. */
  isSignedIn: boolean;
  /** The sign-in control, shown to visitors in the modal and on My Posts. */
  signIn: ReactNode;
}

export function FoodMemoryGallery({ viewerId, isSignedIn, signIn }: FoodMemoryGalleryProps) {
  const [tab, setTab] = useMemoryTab();
  const [adding, setAdding] = useState(false);
  const addRef = useRef<HTMLButtonElement>(null);
  const openAdd = () => setAdding(true);

  let panel: ReactNode;
  if (tab === 'community') {
    panel = (
      <MemoryFeed
        feed="community"
        viewerId={viewerId}
        empty={
          <EmptyFeed
            line="No food memories yet. Cook something and be the first to share it!"
            onAdd={openAdd}
          />
        }
      />
    );
  } else if (isSignedIn) {
    panel = (
      <MemoryFeed
        feed="mine"
        viewerId={viewerId}
        enabled={viewerId !== null}
        empty={
          <EmptyFeed
            line="You haven’t shared a food memory yet. What did you cook lately?"
            onAdd={openAdd}
          />
        }
      />
    );
  } else {
    panel = (
      <div className={styles.signIn}>
        <p>Sign in to see your food memories, and to share new ones.</p>
        {signIn}
      </div>
    );
  }

  return (
    <div className={styles.gallery}>
      <header className={styles.header}>
        <div className={styles.heading}>
          <h1 id="page-title" tabIndex={-1} className={styles.title}>
            Food memories
          </h1>
          <p className={styles.intro}>The plates you loved and the days you cooked them.</p>
        </div>
        <Button ref={addRef} aria-haspopup="dialog" onClick={openAdd}>
          <Plus size={20} aria-hidden="true" />
          Add Food Memory
        </Button>
      </header>
      <MemoryTabs selected={tab} onSelect={setTab}>
        {panel}
      </MemoryTabs>
      <AddMemoryDialog
        open={adding}
        onClose={() => setAdding(false)}
        viewerId={viewerId}
        isSignedIn={isSignedIn}
        signIn={signIn}
        finalFocusRef={addRef}
      />
    </div>
  );
}

function EmptyFeed({ line, onAdd }: { line: string; onAdd: () => void }) {
  return (
    <>
      <CalendarHeart size={36} aria-hidden="true" />
      <p>{line}</p>
      <Button variant="secondary" onClick={onAdd}>
        Share a memory
      </Button>
    </>
  );
}
