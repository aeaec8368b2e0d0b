/**
 * Every screen of the portal: one line per feature. Each feature declares its
 * screens in `features/<domain>/screens.ts` (shape and example in
 * `lib/screens.ts`); the router, the navigation, the getting-started card links
 * and screen tabs are built from this list. Add a feature's line here, nothing else (a signed-out
 * screen: in `public-screens.ts`, which keeps the first bundle small).
 */
import { analyticsScreens } from '../features/analytics/screens';
import { auditLogScreens } from '../features/audit-log/screens';
import { benchmarksScreens } from '../features/benchmarks/screens';
import { billingParts, billingScreens } from '../features/billing/screens';
import { certificatesScreens } from '../features/certificates/screens';
import { curriculaScreens } from '../features/curricula/screens';
import { devicesScreens } from '../features/devices/screens';
import { downloadsScreens } from '../features/downloads/screens';
import { gettingStartedScreens } from '../features/getting-started/screens';
import { hardwareScreens } from '../features/hardware/screens';
import { invoicesScreens } from '../features/invoices/screens';
import { licensingParts, licensingScreens } from '../features/licensing/screens';
import { managerScreens } from '../features/manager/screens';
import { organizationsScreens } from '../features/organizations/screens';
import { productsScreens } from '../features/products/screens';
import { profileScreens } from '../features/profile/screens';
import { shippingCostsScreens } from '../features/shipping-costs/screens';
import { usersScreens } from '../features/users/screens';
import type { ScreenDefinition, ScreenPart } from '../lib/screens';
import { publicScreens } from './public-screens';

export const screens = [
  ...publicScreens,
  ...gettingStartedScreens,
  ...analyticsScreens,
  ...certificatesScreens,
  ...curriculaScreens,
  ...benchmarksScreens,
  ...profileScreens,
  ...devicesScreens,
  ...organizationsScreens,
  ...managerScreens,
  ...usersScreens,
  ...licensingScreens,
  ...billingScreens,
  ...productsScreens,
  ...shippingCostsScreens,
  ...invoicesScreens,
  ...hardwareScreens,
  ...downloadsScreens,
  ...auditLogScreens,
] satisfies readonly ScreenDefinition[];

/** The cards features show in other features' screens (`ScreenPart`, `<ScreenParts slot=… />`). */
export const screenParts: readonly ScreenPart[] = [...billingParts, ...licensingParts];

// `href` (lib/screens.ts) accepts exactly these screens' paths.
declare module '../lib/screens' {
  interface ScreenRegister {
    screens: typeof screens;
  }
}
