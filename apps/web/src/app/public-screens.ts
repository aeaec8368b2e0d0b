/**
 * The screens a visitor reaches signed out (layout 'guest' or 'public'): the router has them from the
 * start, so they are in the first bundle. The signed-in screens (`app/screens.ts`) load with the first
 * navigation into the shell (`router.tsx`), with the nav metadata and their chunks' dependency lists.
 * A feature with a public screen lists it here; `app/screens.ts` includes this list.
 */
import { authScreens } from '../features/auth/screens';
import { certificatesPublicScreens } from '../features/certificates/public-screens';
import { devOutboxScreens } from '../features/dev-outbox/screens';
import { legalScreens } from '../features/legal/screens';
import { profilePublicScreens } from '../features/profile/screens';
import type { ScreenDefinition } from '../lib/screens';

export const publicScreens = [
  ...authScreens,
  ...profilePublicScreens,
  ...legalScreens,
  ...certificatesPublicScreens,
  ...devOutboxScreens,
] satisfies readonly ScreenDefinition[];
