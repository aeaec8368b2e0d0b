import { dayOf, daysBefore } from '../../lib/calendar-day.js';

/**
 * The demo world's calendar. Every date is relative to the seed's now (`seedDemo({ now })`), so the world stays
 * coherent whenever it is seeded: a customer base that has used the product for a year. An organization
 * became a customer 6 to 14 months before now (before its first invoice, hardware and training), its members
 * joined in the days after (`memberSince`), people without an organization (the portal's staff, independent
 * trainees) before the first customer (`STAFF_SINCE_DAYS`);
 * invitations not accepted yet went out in the last days (`invitedSince`). test/demo-world.test.ts holds the
 * world to these rules.
 */
export { daysBefore } from '../../lib/calendar-day.js';

/** The calendar day (UTC) `days` days after `now` (before it when negative). */
export const dayAfter = (now: Date, days = 0) => dayOf(daysBefore(now, -days));

/** When the people without an organization joined, in days before now (a few days apart by their position). */
export const STAFF_SINCE_DAYS = 432;

/** The `index`th member of an organization that became a customer `organizationSinceDays` ago. */
export const memberSince = (now: Date, organizationSinceDays: number, index: number) =>
  daysBefore(now, organizationSinceDays - 1 - (index % 10));

/** An invitation not accepted yet: sent 3 to 9 days ago. */
export const invitedSince = (now: Date, index: number) => daysBefore(now, 3 + (index % 7));

/** The calendar day `date` (YYYY-MM-DD) at `hour` o'clock UTC: when a period's invoice or seat was made. */
export const morningOf = (date: string, hour = 9) => new Date(`${date}T${String(hour).padStart(2, '0')}:00:00Z`);
