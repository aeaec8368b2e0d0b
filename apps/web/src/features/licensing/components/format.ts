import { i18n } from '../../../lib/i18n';

/**
 * A calendar day (`2026-03-12`, as the licensing API sends dates) in the UI's language. Read as UTC so
 * a browser west of Greenwich does not show the day before.
 */
export function formatDay(day: string | null | undefined): string {
  if (!day) return '';
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}
