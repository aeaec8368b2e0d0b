import { defineScreens } from '../../lib/screens';
import { devicesTexts } from './texts';

/** The pages, one chunk for all (see `pages/index.ts`). */
const pages = () => import('./pages');

/**
 * The game's device sign-in (`/device`, RFC 8628's verification URI: signed in, any role) and the
 * profile's "Connected devices" tab.
 */
export const devicesScreens = defineScreens([
  {
    path: 'device',
    texts: devicesTexts,
    // Setting up: the game signs in through this page once.
    card: 'setup',
    component: () => pages().then((m) => m.DevicePage),
  },
  {
    path: 'profile/devices',
    texts: devicesTexts,
    tab: { group: 'profile', labelKey: 'devices.tab', order: 20 },
    component: () => pages().then((m) => m.ConnectedDevicesPage),
  },
]);
