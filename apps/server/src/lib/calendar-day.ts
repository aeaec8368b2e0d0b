/**
 * Calendar days (UTC, `YYYY-MM-DD`) on the server: the helpers of `@portal/contracts` (written once there,
 * since the contracts and the web count days too) and today as the services' clock sees it.
 */
import { dayOf } from '@portal/contracts';
import type { Clock } from './clock.js';

export {
  addDays,
  addMonths,
  DAY_MS,
  dayOf,
  daysBefore,
  daysBetween,
  mondayOf,
} from '@portal/contracts';

/** Today (a UTC day) from the clock, so tests move it: `todayOf(ctx)` with a service context. */
export const todayOf = (from: { clock: Clock }) => dayOf(from.clock.now());
