// On a phone the planner shows one day at a time: seven buttons, each with the day's budget colour,
// pick the day shown. Hidden on wide screens, where every day is a column.
import type { DayTotals } from '@roastie/core';
import { dayNumber, longDay, weekdayName } from '../lib/format-day';
import styles from './day-picker.module.css';

interface DayPickerProps {
  days: readonly DayTotals[];
  selected: string;
  today: string;
  onSelect: (date: string) => void;
}

export function DayPicker({ days, selected, today, onSelect }: DayPickerProps) {
  return (
    <div className={styles.picker} role="group" aria-label="Day shown">
      {days.map((day) => (
        <button
          key={day.date}
          type="button"
          aria-pressed={day.date === selected}
          aria-label={`${longDay(day.date)}${day.date === today ? ', today' : ''}`}
          className={`${styles.pickerDay} ${day.date === today ? styles.pickerToday : ''}`}
          onClick={() => onSelect(day.date)}
        >
          <span>{weekdayName(day.date)}</span>
          <strong>{dayNumber(day.date)}</strong>
          <span
            className={`${styles.pickerDot} ${day.dishes > 0 ? styles[day.status] : ''}`}
            aria-hidden="true"
          />
        </button>
      ))}
    </div>
  );
}
