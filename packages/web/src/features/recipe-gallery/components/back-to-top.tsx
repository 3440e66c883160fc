// '↑ Top' (docs/product.md section 2): shows once the page is scrolled more than 200 px (section 9) and
// takes the cook back up, focus included, so the keyboard starts from the top too.
import { useScrolledPast } from '../hooks/use-scrolled-past';
import styles from './back-to-top.module.css';

export const SCROLL_TOP_THRESHOLD_PX = 200;

export function BackToTop({ focusTargetId }: { focusTargetId?: string }) {
  const shown = useScrolledPast(SCROLL_TOP_THRESHOLD_PX);
  if (!shown) return null;
  return (
    <button
      type="button"
      className={styles.top}
      onClick={() => {
        const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
        if (focusTargetId) document.getElementById(focusTargetId)?.focus({ preventScroll: true });
      }}
    >
      ↑ Top
    </button>
  );
}
