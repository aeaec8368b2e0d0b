/**
 * Every screen of the portal: one line per feature. Each feature declares its
 * screens in `features/<domain>/screens.ts` (shape and example in
 * `lib/screens.ts`); the router, the navigation, the getting-started card links
 * and screen tabs are built from this list. Add a feature's line here, nothing else.
 */
import { analyticsScreens } from '../features/analytics/screens';
import { auditLogScreens } from '../features/audit-log/screens';
import { authScreens } from '../features/auth/screens';
import { devOutboxScreens } from '../features/dev-outbox/screens';
import { devicesScreens } from '../features/devices/screens';
import { downloadsScreens } from '../features/downloads/screens';
import { gettingStartedScreens } from '../features/getting-started/screens';
import { hardwareScreens } from '../features/hardware/screens';
import { invoicesScreens } from '../features/invoices/screens';
import { legalScreens } from '../features/legal/screens';
import { licensingScreens } from '../features/licensing/screens';
import { managerScreens } from '../features/manager/screens';
import { organizationsScreens } from '../features/organizations/screens';
import { productsScreens } from '../features/products/screens';
import { profileScreens } from '../features/profile/screens';
import { shippingCostsScreens } from '../features/shipping-costs/screens';
import { traineeLicensesScreens } from '../features/trainee-licenses/screens';
import { usersScreens } from '../features/users/screens';
import type { ScreenDefinition } from '../lib/screens';

export const screens = [
  ...authScreens,
  ...gettingStartedScreens,
  ...analyticsScreens,
  ...profileScreens,
  ...devicesScreens,
  ...organizationsScreens,
  ...managerScreens,
  ...usersScreens,
  ...licensingScreens,
  ...productsScreens,
  ...shippingCostsScreens,
  ...invoicesScreens,
  ...hardwareScreens,
  ...downloadsScreens,
  ...traineeLicensesScreens,
  ...auditLogScreens,
  ...legalScreens,
  ...devOutboxScreens,
] satisfies readonly ScreenDefinition[];

// `href` (lib/screens.ts) accepts exactly these screens' paths.
declare module '../lib/screens' {
  interface ScreenRegister {
    screens: typeof screens;
  }
}
