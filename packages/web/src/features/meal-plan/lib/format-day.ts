// How the planner names a day: "Mon 23 Nov" on the picker and cards, "Monday 23 November" where
// there is room. Calendar days carry no time zone, so they are formatted as UTC midnights.
const short = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const long = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' });
const dayOfMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', timeZone: 'UTC' });

const asDate = (date: string) => new Date(`${date}T00:00:00Z`);

export const shortDay = (date: string) => short.format(asDate(date));
export const longDay = (date: string) => long.format(asDate(date));
export const weekdayName = (date: string) => weekday.format(asDate(date));
export const dayNumber = (date: string) => dayOfMonth.format(asDate(date));

/** "23 – 29 Nov 2026" for a week's first and last days. */
export function weekRange(days: readonly string[]): string {
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last) return '';
  const end = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(asDate(last));
  const startParts: Intl.DateTimeFormatOptions =
    first.slice(5, 7) === last.slice(5, 7)
      ? { day: 'numeric', timeZone: 'UTC' }
      : { day: 'numeric', month: 'short', timeZone: 'UTC' };
  return `${new Intl.DateTimeFormat('en-GB', startParts).format(asDate(first))} – ${end}`;
}
