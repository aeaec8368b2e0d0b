import { i18n } from '../../../lib/i18n';

/** `2026-11-24` → `24 Nov` / `24.11.` (a calendar day, the same in every time zone). */
export function formatDayShort(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(date);
}

/**
 * A time (trained, left, per attempt) as people read it, to the minute: `20 min`, `1 h`, `1 h 20 min`
 * (`20 Min.`, `1 Std.`, `1 Std. 20 Min.`); never `0 h 20 min` nor `0.7 h`. The one time format of the
 * analytics screens.
 */
export function formatDuration(seconds: number): string {
  const total = Math.round(seconds / 60);
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  if (hours === 0) return i18n.t('analytics.minutes', { count: minutes });
  const whole = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 }).format(hours);
  if (minutes === 0) return i18n.t('analytics.hours', { value: whole });
  return i18n.t('analytics.duration', { hours: whole, minutes: String(minutes) });
}

/** A score (0–100) or a percent, whole: 84.6 → `85`. */
export function formatScore(value: number | null | undefined): string {
  if (value === null || value === undefined) return '–';
  return new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 }).format(value);
}

/** A timestamp with date and time in the UI's language. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** A figure that is neither a score nor a time (a CUSUM and its limit), to `digits` decimals: 2.75 → `2.8`. */
export function formatNumber(value: number, digits = 1): string {
  return new Intl.NumberFormat(i18n.language, { maximumFractionDigits: digits }).format(value);
}
