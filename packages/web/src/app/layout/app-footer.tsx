import { Link } from 'react-router';
import { paths } from '@/config/paths';
import styles from './app-footer.module.css';

export function AppFooter() {
  return (
    <footer className={styles.footer}>
      <p>Roastie: recipes with a glycemic index you can check. No ads, no tracking.</p>
      <ul className={styles.links}>
        <li>
          <Link to={paths.about()}>About</Link>
        </li>
        <li>
          <Link to={paths.privacyPolicy()}>Privacy policy</Link>
        </li>
      </ul>
    </footer>
  );
}
