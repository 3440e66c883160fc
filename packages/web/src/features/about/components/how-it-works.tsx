import styles from './how-it-works.module.css';

const STEPS = [
  {
    title: 'Snap your dish',
    text: 'Homemade, from your favourite café, or Gran’s famous Sunday roast.',
  },
  {
    title: 'Add a few notes',
    text: '“Lentil soup, extra garlic, feeds four” is plenty to go on.',
  },
  {
    title: 'Cook and tweak',
    text: 'Get ingredients, steps, nutrition and a GI estimate, then change anything before you save.',
  },
];

export function HowItWorks() {
  return (
    <section className={styles.section} aria-labelledby="how-title">
      <h2 id="how-title">How it works</h2>
      <ol className={styles.steps}>
        {STEPS.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <span className={styles.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
