import { ChefRoastie } from '@/components/ui/chef-roastie';
import styles from './meet-chef-roastie.module.css';

export function MeetChefRoastie() {
  return (
    <section className={styles.chef} aria-labelledby="chef-title">
      <ChefRoastie size={120} />
      <div>
        <h2 id="chef-title">Meet Chef Roastie</h2>
        <p>
          Chef Roastie is your kitchen sidekick: part chef, part stand-up comic. They write your
          recipe, work out the numbers, and roast your food choices, always kindly.
        </p>
        <blockquote className={styles.quote}>
          <p>“Toast and jam again? Bold. Add an egg and some seeds and we’ll call it brunch.”</p>
        </blockquote>
      </div>
    </section>
  );
}
