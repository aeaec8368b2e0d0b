/**
 * The navigation, built from the screen registry (`app/screens.ts`): every
 * screen with a `nav` entry the user may open becomes a link in its group.
 * Screens not built yet are listed below as disabled "soon" placeholders; a
 * placeholder disappears by itself once a registered screen uses its label key.
 *
 * Orders within a group (leave gaps; pick yours from here):
 *   general: getting started 10, dashboard 15, downloads 20
 *   admin:   organizations 10, users 20, software products 30, hardware products 40,
 *            shipping costs 50, licenses 60, billing 70, audit log 80
 *   manager: dashboard 10, software licenses 20, hardware details 30, account details 35, details 40,
 *            license manager 50
 *   trainee: overview 10, training activity 20, team 25 (trainers), licenses 30
 */
import { type Permission, SECTIONS } from '@portal/contracts';
import type { TranslationKey } from '../../lib/i18n';
import {
  type AccessUser,
  canOpen,
  type NavGroup,
  type ScreenDefinition,
  type ScreenIcon,
  screenHref,
} from '../../lib/screens';
import { navIcons } from './nav-icons';

export interface NavItem {
  labelKey: TranslationKey;
  icon: ScreenIcon;
  order: number;
  /** Screens that do not exist yet have no target and render disabled. */
  to?: string;
}

export interface NavGroupItems {
  group: NavGroup;
  labelKey: TranslationKey;
  items: NavItem[];
}

interface Placeholder {
  group: NavGroup;
  labelKey: TranslationKey;
  icon: ScreenIcon;
  order: number;
  /** Hidden from users who will not be able to open the screen once it exists. */
  permission?: Permission;
}

/** Screens still to come, shown disabled with a "soon" badge (none at the moment). */
const placeholders: Placeholder[] = [];

const groupLabels: Record<NavGroup, TranslationKey> = {
  general: 'nav.general',
  admin: 'nav.sections.admin',
  manager: 'nav.sections.manager',
  trainee: 'nav.sections.trainee',
};

/** The groups and links `user` sees: only sections they can use (`canUseSection`), only screens they may open. */
export function navigationFor(user: AccessUser, screens: readonly ScreenDefinition[]): NavGroupItems[] {
  const built = new Set(screens.flatMap((screen) => (screen.nav ? [screen.nav.labelKey] : [])));
  const groups: NavGroup[] = ['general', ...SECTIONS];
  return groups
    .filter((group) => group === 'general' || canOpen(user, { section: group }))
    .map((group) => {
      const links: NavItem[] = screens.flatMap((screen) =>
        screen.nav?.group === group && canOpen(user, screen)
          ? [
              {
                labelKey: screen.nav.labelKey,
                icon: navIcons[screen.nav.icon],
                order: screen.nav.order,
                to: screenHref(screen.path),
              },
            ]
          : [],
      );
      const soon: NavItem[] = placeholders
        .filter((p) => p.group === group && !built.has(p.labelKey) && canOpen(user, { permission: p.permission }))
        .map(({ labelKey, icon, order }) => ({ labelKey, icon, order }));
      return { group, labelKey: groupLabels[group], items: [...links, ...soon].sort((a, b) => a.order - b.order) };
    })
    .filter((group) => group.items.length > 0);
}
