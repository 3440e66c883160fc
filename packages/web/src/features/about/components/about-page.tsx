import { AboutHero } from './about-hero';
import { Differences } from './differences';
import { HowItWorks } from './how-it-works';
import { MeetChefRoastie } from './meet-chef-roastie';
import styles from './about-page.module.css';

export function AboutPage() {
  return (
    <div className={styles.page}>
      <AboutHero />
      <HowItWorks />
      <Differences />
      <MeetChefRoastie />
    </div>
  );
}
