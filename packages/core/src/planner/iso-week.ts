// Weeks of the meal planner are ISO 8601 weeks ("2026-W48"): Monday to Sunday, week 1 being the
// week with the year's first Thursday. Dates are calendar days ("2026-11-23") with no time zone:
// a plan is about the cook's days, so all arithmetic is done on UTC midnights.

const WEEK_PATTERN = /^(\d{4})-W(\d{2})$/;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

export type IsoWeek = `${number}-W${string}`;

function utcDate(text: string): Date | null {
  const match = DATE_PATTERN.exec(text);
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
    ? date
    : null;
}

function formatDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** True for a real calendar day written YYYY-MM-DD ("2026-02-30" is not one). */
export function isCalendarDate(text: string): boolean {
  return utcDate(text) !== null;
}

/** The Monday of ISO week 1 of `year`. */
function weekOneMonday(year: number): Date {
  const jan4 = new Date(Date.UTC(year, 0, 4));
  const weekday = (jan4.getUTCDay() + 6) % 7; // Monday 0 ... Sunday 6
  return new Date(jan4.getTime() - weekday * DAY_MS);
}

function weeksInYear(year: number): number {
  const next = weekOneMonday(year + 1).getTime();
  return Math.round((next - weekOneMonday(year).getTime()) / (7 * DAY_MS));
}

/** True for a week that exists ("2026-W53" does, "2025-W53" does not). */
export function isIsoWeek(text: string): text is IsoWeek {
  const match = WEEK_PATTERN.exec(text);
  if (!match) return false;
  const year = Number(match[1]);
  const week = Number(match[2]);
  return year >= 1970 && year <= 9998 && week >= 1 && week <= weeksInYear(year);
}

/** The ISO week a calendar day belongs to. */
export function isoWeekOf(date: string): IsoWeek {
  const day = utcDate(date);
  if (!day) throw new RangeError(`Not a calendar date: ${date}`);
  const weekday = (day.getUTCDay() + 6) % 7;
  const thursday = new Date(day.getTime() + (3 - weekday) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - weekOneMonday(year).getTime()) / (7 * DAY_MS)) + 1;
  return `${year}-W${String(week).padStart(2, '0')}` as IsoWeek;
}

/** The seven days of a week, Monday first. */
export function daysOfWeek(week: IsoWeek): string[] {
  const match = WEEK_PATTERN.exec(week);
  if (!match) throw new RangeError(`Not an ISO week: ${week}`);
  const monday = weekOneMonday(Number(match[1])).getTime() + (Number(match[2]) - 1) * 7 * DAY_MS;
  return Array.from({ length: 7 }, (_, i) => formatDate(new Date(monday + i * DAY_MS)));
}

/** The week `offset` weeks after `week` (before it when negative). */
export function shiftWeek(week: IsoWeek, offset: number): IsoWeek {
  const [monday] = daysOfWeek(week);
  const shifted = new Date((utcDate(monday ?? '') as Date).getTime() + offset * 7 * DAY_MS);
  return isoWeekOf(formatDate(shifted));
}

/** Today as the cook's calendar day (their own clock, not UTC). */
export function localDate(now: Date): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}
