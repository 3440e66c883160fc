// "Sunday 22 November 2026": a memory's day (YYYY-MM-DD) in long British form. The day is read
// as a calendar date in UTC, so no time zone can move it to the day before.
const FORMAT = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

export function formatMemoryDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  if (!year || !month || !day) return isoDate;
  const parts = FORMAT.formatToParts(new Date(Date.UTC(year, month - 1, day)));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  // Built from parts: engines disagree on the comma after the weekday.
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
}

/** Today in the cook's own time zone, as YYYY-MM-DD (the date input's format). */
export function todayIsoDate(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
