import { i18n } from '../../../lib/i18n';

/** `2026-11-24` → `24 Nov` / `24.11.` (a calendar day, the same in every time zone). */
export function formatDayShort(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(date);
}

/** Hours with one decimal in the UI's language: 9.75 → `9.8` / `9,8`. */
export function formatHours(hours: number): string {
  return new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1, minimumFractionDigits: 0 }).format(hours);
}

/** A score (0–100) or a percent, whole: 84.6 → `85`. */
export function formatScore(value: number | null | undefined): string {
  if (value === null || value === undefined) return '–';
  return new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 }).format(value);
}

/** Minutes as the parts of `1 h 5 min` (strings, as the texts take them). */
export function durationParts(minutes: number): { hours: string; minutes: string } {
  const whole = Math.round(minutes);
  return { hours: String(Math.floor(whole / 60)), minutes: String(whole % 60) };
}

/** A timestamp with date and time in the UI's language. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
