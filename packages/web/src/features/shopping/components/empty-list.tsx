// The empty list, in Chef Roastie's voice.
import { ChefRoastie } from '@/components/ui/chef-roastie';
import styles from './empty-list.module.css';

export function EmptyList() {
  return (
    <div className={styles.empty}>
      <ChefRoastie size={96} />
      <div>
        <h2 className={styles.title}>Nothing to buy. Suspicious.</h2>
        <p className={styles.line}>
          Add an ingredient or a whole recipe above. I do the unit maths: 200 g and 1 kg of flour
          become one line, no calculator tantrums.
        </p>
      </div>
    </div>
  );
}
