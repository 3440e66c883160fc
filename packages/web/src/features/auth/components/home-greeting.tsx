// After sign-in the product greets the cook by first name (docs/product.md section 1).
import { useCurrentUser } from '../api/get-current-user';
import styles from './home-greeting.module.css';

export function HomeGreeting() {
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <p className={styles.greeting}>
      <span className={styles.hello}>Hello, {user.firstName}!</span>{' '}
      <span className={styles.line}>The oven’s warm and Chef Roastie’s apron is on.</span>
    </p>
  );
}
