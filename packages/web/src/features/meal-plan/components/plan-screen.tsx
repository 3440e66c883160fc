// The meal planner (/plan, docs/product.md section 10): a week of breakfast, lunch, dinner and
// snack, each day's glycemic load against the cook's budget, suggestions that fit, and the whole
// week to the shopping list in one tap. Days are columns on wide screens, one at a time on phones.
import { useMemo, useState } from 'react';
import {
  DEFAULT_DAILY_GL_BUDGET,
  daysOfWeek,
  isoWeekOf,
  servingsByRecipe,
  shiftWeek,
  weekSummary,
  type IsoWeek,
  type PlanChange,
  type PlanSlot,
} from '@roastie/core';
import { ChevronLeft, ChevronRight, ShoppingBasket } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { newItemId } from '@/lib/new-id';
import { usePlan } from '../api/get-plan';
import { useRecipeName } from '../api/get-recipe-name';
import { usePlanChanges } from '../hooks/use-plan-changes';
import { weekRange } from '../lib/format-day';
import { plural } from '../lib/plural';
import { AddDishDialog, type AddTarget } from './add-dish-dialog';
import { BudgetForm } from './budget-form';
import { DayPicker } from './day-picker';
import { PlanDayCard } from './plan-day-card';
import styles from './plan-screen.module.css';

export interface ShopTheWeek {
  (recipes: { recipeId: string; servings: number }[]): Promise<string>;
}

interface PlanScreenProps {
  owner: string;
  week: IsoWeek;
  /** The cook's calendar day. */
  today: string;
  onWeekChange: (week: IsoWeek) => void;
  /** A recipe from its page's "Plan it", waiting for a slot. */
  placing: string | null;
  onPlaced: () => void;
  onShop: ShopTheWeek;
}

export function PlanScreen(props: PlanScreenProps) {
  const { owner, week, today, placing } = props;
  const days = useMemo(() => daysOfWeek(week), [week]);
  const plan = usePlan(owner, week);
  const changes = usePlanChanges(owner, week);
  const placingName = useRecipeName(placing);
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const [target, setTarget] = useState<AddTarget | null>(null);
  const [notice, setNotice] = useState('');
  const [shopping, setShopping] = useState(false);

  const selected =
    chosenDay && days.includes(chosenDay)
      ? chosenDay
      : days.includes(today)
        ? today
        : (days[0] ?? today);
  const data = plan.data;
  const recipes = useMemo(
    () => new Map((data?.recipes ?? []).map((recipe) => [recipe.id, recipe])),
    [data?.recipes],
  );
  const budget = data?.dailyGlBudget ?? DEFAULT_DAILY_GL_BUDGET;
  const entries = data?.entries ?? [];
  const summary = weekSummary(days, entries, recipes, budget);

  const change = (what: PlanChange, done?: string) => {
    setNotice('');
    changes.mutate(what, { onSuccess: () => (done ? setNotice(done) : undefined) });
  };
  const add = (recipeId: string, date: string, slot: PlanSlot) =>
    change(
      { kind: 'add', entry: { id: newItemId(), recipeId, date, slot, servings: 1 } },
      'Planned.',
    );

  const shop = async () => {
    setShopping(true);
    setNotice('');
    try {
      setNotice(await props.onShop(servingsByRecipe(entries)));
    } catch (error) {
      setNotice(error instanceof Error ? error.message : 'The list could not be reached.');
    } finally {
      setShopping(false);
    }
  };

  return (
    <section aria-labelledby="page-title" className={styles.screen}>
      <header className={styles.header}>
        <h1 id="page-title">Meal plan</h1>
        <nav className={styles.weekNav} aria-label="Weeks">
          <Button
            variant="ghost"
            aria-label="Previous week"
            onClick={() => props.onWeekChange(shiftWeek(week, -1))}
          >
            <ChevronLeft size={20} aria-hidden="true" />
          </Button>
          <p className={styles.weekLabel} aria-live="polite">
            {weekRange(days)}
          </p>
          <Button
            variant="ghost"
            aria-label="Next week"
            onClick={() => props.onWeekChange(shiftWeek(week, 1))}
          >
            <ChevronRight size={20} aria-hidden="true" />
          </Button>
          {!days.includes(today) ? (
            <Button variant="secondary" onClick={() => props.onWeekChange(isoWeekOf(today))}>
              This week
            </Button>
          ) : null}
        </nav>
      </header>

      <div className={styles.summary} aria-label="This week" role="group">
        <p>
          {summary.plannedDays === 0
            ? 'Nothing planned yet: add a dish to any slot, or let Chef Roastie suggest one.'
            : `${plural(summary.plannedDays, 'day', 'days')} planned · average GL ${summary.averageGlycemicLoad} a day · ${
                summary.daysOverBudget === 0
                  ? 'every day within budget'
                  : `${plural(summary.daysOverBudget, 'day', 'days')} over budget`
              }`}
        </p>
        <div className={styles.summaryActions}>
          <Button
            variant="primary"
            disabled={entries.length === 0 || shopping}
            onClick={() => void shop()}
          >
            <ShoppingBasket size={18} aria-hidden="true" />
            {shopping ? 'Adding...' : 'Add this week to the shopping list'}
          </Button>
          <BudgetForm key={budget} budget={budget} />
        </div>
      </div>

      {placing ? (
        <div className={styles.placing} role="status">
          <p>
            Where does <strong>{placingName.data ?? 'this recipe'}</strong> go? Pick a slot below.
          </p>
          <Button variant="ghost" onClick={props.onPlaced}>
            Cancel
          </Button>
        </div>
      ) : null}

      <FormMessage tone="success">{notice}</FormMessage>
      {changes.isError ? <FormMessage>{changes.error.message}</FormMessage> : null}
      {plan.isError && !data ? <FormMessage>{plan.error.message}</FormMessage> : null}
      {(plan.isError || plan.fetchStatus === 'paused') && data ? (
        <p className="muted" role="status">
          Showing the plan as this device last saw it: changes wait until you are back online.
        </p>
      ) : null}

      <DayPicker days={summary.days} selected={selected} today={today} onSelect={setChosenDay} />
      {data ? (
        <div className={styles.days}>
          {summary.days.map((totals) => (
            <PlanDayCard
              key={totals.date}
              totals={totals}
              budget={budget}
              isToday={totals.date === today}
              hiddenOnPhone={totals.date !== selected}
              entries={entries}
              recipes={recipes}
              days={days}
              placing={placing !== null}
              onAdd={(slot, mode) => setTarget({ date: totals.date, slot, mode })}
              onPlace={(slot) => {
                if (placing) add(placing, totals.date, slot);
                props.onPlaced();
              }}
              onServings={(id, servings) => change({ kind: 'servings', id, servings })}
              onMove={(id, date, slot) => change({ kind: 'move', id, date, slot })}
              onRemove={(id) => change({ kind: 'remove', id })}
            />
          ))}
        </div>
      ) : plan.isPending ? (
        <p className="muted">Laying the table…</p>
      ) : null}

      <AddDishDialog
        target={target}
        week={week}
        version={data?.version ?? 0}
        onClose={() => setTarget(null)}
        onPick={(recipeId) => {
          if (target) add(recipeId, target.date, target.slot);
          setTarget(null);
        }}
      />
    </section>
  );
}
