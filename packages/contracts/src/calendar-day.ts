/**
 * Calendar days (UTC), written `YYYY-MM-DD`: the one set of day helpers of the server, the contracts and the
 * web (the server reads them through `apps/server/src/lib/calendar-day.ts`, which adds the clock's today).
 * Days compare as strings; arithmetic goes through UTC dates, so no time zone or daylight saving shifts them.
 */

/** Milliseconds in a day (UTC days have no daylight saving). */
export const DAY_MS = 86_400_000;

/** The UTC calendar day of an instant. */
export const dayOf = (at: Date | number) => new Date(at).toISOString().slice(0, 10);

/** Midnight (UTC) at the start of `day`, in milliseconds. */
const startOf = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** True for a real calendar day written `YYYY-MM-DD` (2026-02-30 is not one). */
export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** `day` plus `days` days (negative: earlier). */
export const addDays = (day: string, days: number) => dayOf(startOf(day) + days * DAY_MS);

/** `day` plus `months` months (31 January + 1 month → 28 or 29 February). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1 + months, d));
  if (date.getUTCDate() !== d) date.setUTCDate(0);
  return dayOf(date);
}

/** `day` plus `years` years (29 February lands on 28 February). */
export const addYears = (day: string, years: number) => addMonths(day, 12 * years);

/** Days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) => Math.round((startOf(to) - startOf(from)) / DAY_MS);

/** Days from `start` to `end`, both included: 2026-01-01..2026-01-01 is 1. */
export const daysInRange = (start: string, end: string) => daysBetween(start, end) + 1;

/** The instant `days` days before `now` (an idle or retention cut-off). */
export const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** The Monday of the ISO week (Monday–Sunday) of `day`. */
export function mondayOf(day: string): string {
  const weekday = (new Date(startOf(day)).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}
