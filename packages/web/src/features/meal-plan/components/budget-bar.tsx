// A day's glycemic load against the cook's daily budget: a bar that fills green, turns amber just
// past the budget and red well past it (core's budgetStatus), with the numbers as text too.
import type { BudgetStatus } from '@roastie/core';
import styles from './budget-bar.module.css';

const STATUS_TEXT: Record<BudgetStatus, string> = {
  within: 'within budget',
  over: 'over budget',
  'far-over': 'well over budget',
};

interface BudgetBarProps {
  glycemicLoad: number;
  budget: number;
  status: BudgetStatus;
}

export function BudgetBar({ glycemicLoad, budget, status }: BudgetBarProps) {
  const load = Math.round(glycemicLoad);
  const filled = Math.min(100, (load / budget) * 100);
  return (
    <div className={styles.budget}>
      <p className={styles.budgetText}>
        <strong>GL {load}</strong> of {budget}
        <span className={`${styles.budgetStatus} ${styles[status]}`}>{STATUS_TEXT[status]}</span>
      </p>
      <div className={styles.budgetTrack} aria-hidden="true">
        <div className={`${styles.budgetFill} ${styles[status]}`} style={{ width: `${filled}%` }} />
      </div>
    </div>
  );
}
