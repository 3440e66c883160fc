import { ButtonLink } from '@/components/ui/button-link';
import { GiBandChip } from '@/components/ui/gi-band-chip';
import { paths } from '@/config/paths';
import styles from './about-hero.module.css';
import { PlateIllustration } from './plate-illustration';

export function AboutHero() {
  return (
    <section className={styles.hero} aria-labelledby="about-title">
      <div className={styles.heroText}>
        <p className={styles.eyebrow}>About Roastie</p>
        <h1 id="about-title">From a photo of your dish to a recipe you can trust</h1>
        <p className={styles.lead}>
          Roastie turns a photo of your dish and a few notes into a generated recipe with a glycemic
          index estimate. Cook what you love, and see at a glance how gently it is likely to treat
          your blood sugar.
        </p>
        <div className={styles.actions}>
          <ButtonLink to={paths.createRecipe()}>Create a recipe</ButtonLink>
          <ButtonLink to={paths.recipeGallery()} variant="secondary">
            Browse recipes
          </ButtonLink>
        </div>
      </div>
      <div className={styles.heroArt}>
        <PlateIllustration className={styles.plate} />
        <span className={styles.heroChip}>
          <GiBandChip band="low">Low GI</GiBandChip>
        </span>
      </div>
    </section>
  );
}
