// What the glycemic index is, in a few plain sentences, behind an "i" button beside the bar.
// Sources: the definition and bands follow the International Tables (Atkinson et al., Diabetes
// Care 2008;31:2281-2283); GL = GI x available carbohydrate / 100 (Salmerón et al., JAMA 1997).
import { InfoPopover } from '@/components/ui/info-popover';
import styles from './gi-info.module.css';

export function GiInfo() {
  return (
    <InfoPopover label="What is the glycemic index?">
      <div className={styles.text}>
        <p>
          The glycemic index (GI) says how fast the carbohydrate in a food raises your blood sugar,
          compared with pure glucose, which scores 100.
        </p>
        <p>Low is 55 or less, medium 56 to 69, high 70 or more.</p>
        <p>
          Roastie works a dish&apos;s GI out from its ingredients, so it gives a range too: when
          real dishes were tested in people, about 8 in 10 landed inside a range like this one, and
          it grows when some ingredients are not in our database.
        </p>
        <p>
          Glycemic load (GL) also counts how much carbohydrate a serving holds (GI × carbs ÷ 100),
          so it tells you more about what one plate will do: a high-GI food in a small portion can
          still have a low GL.
        </p>
      </div>
    </InfoPopover>
  );
}
