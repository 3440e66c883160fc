import { Link } from 'react-router';
import { POLICY_LAST_UPDATED, PRIVACY_SECTIONS } from './privacy-sections';
import styles from './privacy-policy.module.css';

export function PrivacyPolicy() {
  return (
    <article className={styles.policy}>
      <header className={styles.header}>
        <h1>Privacy policy</h1>
        <p className={styles.updated}>Last updated {POLICY_LAST_UPDATED}</p>
        <p>
          Roastie is software that anyone can run on their own server. This copy of it (an
          “instance”) is run by its operator, the person or organisation behind this site, who is
          the controller of your personal information and who “we” means below.
        </p>
      </header>

      <aside className={styles.summary} aria-labelledby="summary-title">
        <h2 id="summary-title">The short version</h2>
        <ul>
          <li>
            We keep what Roastie needs to work, and photos lose their location data on upload.
          </li>
          <li>No ads, no analytics, no tracking, and we never sell your information.</li>
          <li>Two cookies, both to keep you signed in.</li>
          <li>You can delete your account from your profile at any time.</li>
        </ul>
      </aside>

      <nav aria-label="Contents" className={styles.contents}>
        <h2>Contents</h2>
        <ol>
          {PRIVACY_SECTIONS.map(({ id, title }) => (
            <li key={id}>
              <Link to={{ hash: id }}>{title}</Link>
            </li>
          ))}
        </ol>
      </nav>

      {PRIVACY_SECTIONS.map(({ id, title, Content }, index) => (
        <section key={id} id={id} className={styles.section} aria-labelledby={`${id}-title`}>
          <h2 id={`${id}-title`}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            {title}
          </h2>
          <Content />
        </section>
      ))}
    </article>
  );
}
