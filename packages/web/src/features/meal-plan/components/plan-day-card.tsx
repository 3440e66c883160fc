// A planned day: its name (today marked), the day's GL against the budget, carbohydrate, calories
// and protein, then its four slots.
import {
  PLAN_SLOTS,
  type DayTotals,
  type PlanEntry,
  type PlanRecipe,
  type PlanSlot,
} from '@roastie/core';
import { longDay } from '../lib/format-day';
import { plural } from '../lib/plural';
import { BudgetBar } from './budget-bar';
import { PlanSlotCell, type AddMode } from './plan-slot-cell';
import styles from './plan-day-card.module.css';

interface PlanDayCardProps {
  totals: DayTotals;
  budget: number;
  isToday: boolean;
  hiddenOnPhone: boolean;
  entries: readonly PlanEntry[];
  recipes: ReadonlyMap<string, PlanRecipe>;
  days: readonly string[];
  placing: boolean;
  onAdd: (slot: PlanSlot, mode: AddMode) => void;
  onPlace: (slot: PlanSlot) => void;
  onServings: (id: string, servings: number) => void;
  onMove: (id: string, date: string, slot: PlanSlot) => void;
  onRemove: (id: string) => void;
}

export function PlanDayCard(props: PlanDayCardProps) {
  const { totals, budget, isToday, entries } = props;
  const headingId = `plan-day-${totals.date}`;
  return (
    <article
      className={[
        styles.day,
        isToday ? styles.today : '',
        props.hiddenOnPhone ? styles.notShown : '',
      ]
        .filter(Boolean)
        .join(' ')}
      aria-labelledby={headingId}
      aria-current={isToday ? 'date' : undefined}
    >
      <header className={styles.dayHeader}>
        <h3 id={headingId} className={styles.dayName}>
          {longDay(totals.date)}
          {isToday ? <span className={styles.todayBadge}>Today</span> : null}
        </h3>
        <BudgetBar glycemicLoad={totals.glycemicLoad} budget={budget} status={totals.status} />
        <p className={styles.dayFigures}>
          {totals.dishes === 0
            ? 'Nothing planned yet.'
            : `Carbs ${Math.round(totals.carbs)} g · ${totals.calories} kcal · Protein ${Math.round(totals.protein)} g`}
        </p>
        {totals.unknown > 0 ? (
          <p className={styles.dayNote}>
            {plural(totals.unknown, 'dish has', 'dishes have')} no GL estimate: the day may be
            higher.
          </p>
        ) : null}
      </header>
      {PLAN_SLOTS.map((slot) => (
        <PlanSlotCell
          key={slot}
          date={totals.date}
          slot={slot}
          entries={entries.filter((entry) => entry.date === totals.date && entry.slot === slot)}
          recipes={props.recipes}
          days={props.days}
          placing={props.placing}
          onAdd={(mode) => props.onAdd(slot, mode)}
          onPlace={() => props.onPlace(slot)}
          onServings={props.onServings}
          onMove={props.onMove}
          onRemove={props.onRemove}
        />
      ))}
    </article>
  );
}
