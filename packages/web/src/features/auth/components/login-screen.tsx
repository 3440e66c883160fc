// The /login screen: Chef Roastie says hello, a short pitch, and the sign-in control.
import { ChefRoastie } from '@/components/ui/chef-roastie';
import type { SignedInUser } from '../api/get-current-user';
import { SignInControl } from './sign-in-control';
import styles from './login-screen.module.css';

interface LoginScreenProps {
  onSuccess: (user: SignedInUser) => void;
}

export function LoginScreen({ onSuccess }: LoginScreenProps) {
  return (
    <section className={styles.screen} aria-labelledby="page-title">
      <div className={styles.welcome}>
        <ChefRoastie size={120} className={styles.chef} />
        <div className={styles.bubble}>
          <p className={styles.eyebrow}>Chef Roastie says</p>
          <p>
            “Come in, come in. Snap your dish and I’ll write the recipe, glycemic index and all.
            I’ll also have opinions about your snacks.”
          </p>
        </div>
      </div>
      <div className={styles.card}>
        <h1 id="page-title" className={styles.title}>
          Sign in
        </h1>
        <p className={styles.lead}>
          Save the recipes you love, post food memories and keep your shopping list with you.
        </p>
        <SignInControl onSuccess={onSuccess} />
      </div>
    </section>
  );
}
