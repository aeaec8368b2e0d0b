import { i18n } from './i18n';

/** A date in the UI's language: `12 Mar 2026` / `12.03.2026`. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(date);
}

/** A calendar day (`YYYY-MM-DD`, a license's end) as the language writes it, the same day in every time zone. */
export function formatDay(day: string | null | undefined): string {
  if (!day) return '';
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}
