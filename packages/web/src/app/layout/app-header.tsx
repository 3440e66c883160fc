import { Link } from 'react-router';
import { LogoMark } from '@/components/ui/logo-mark';
import { paths } from '@/config/paths';
import { HeaderMenu } from './header-menu';
import styles from './app-header.module.css';

export function AppHeader() {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to={paths.home()} className={styles.brand}>
          <LogoMark size={34} />
          <span>Roastie</span>
        </Link>
        <HeaderMenu />
      </div>
    </header>
  );
}
