import { useNavigation } from 'react-router';
import styles from './navigation-progress.module.css';

/** A thin bar along the top while the next page's code is on its way. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className={styles.bar} aria-hidden="true" />;
}
