/**
 * The screen registry's shape. Every feature declares its screens ONCE, in
 * `features/<domain>/screens.ts`, and `app/screens.ts` lists the features (one
 * import line each). The router, the navigation, the getting-started card links
 * and screen tabs are all built from that list: adding a screen touches its
 * feature folder only.
 *
 * ```ts
 * // features/users/screens.ts
 * export const usersScreens: ScreenDefinition[] = [
 *   {
 *     path: 'admin/users',                       // below '/', no leading slash
 *     section: 'admin',                           // RequireAccess: missing → /unauthorized
 *     permission: 'manage user',
 *     nav: { group: 'admin', labelKey: 'nav.admin.users', icon: IconUsers, order: 20 },
 *     card: 'manage-users',                       // the getting-started card that links here
 *     component: () => import('./pages/users-list-page').then((m) => m.UsersListPage),
 *   },
 * ];
 * ```
 *
 * Keep a feature's `screens.ts` free of static page imports: it is in the
 * first bundle (the login page's too); pages load with `component()`.
 */
import { can, inSection, type Permission, type Section } from '@portal/contracts';
import { type ComponentType, createContext, useContext } from 'react';
import type { TranslationKey } from './i18n';

/** Where a screen renders: the signed-in shell (default), the public card layout, or public for visitors only. */
export type ScreenLayout = 'shell' | 'public' | 'guest';

/** Navigation groups: the general one, then one per section (shown only to users of that section). */
export type NavGroup = 'general' | Section;

export type ScreenIcon = ComponentType<{ size?: number | string; stroke?: number | string }>;

export interface ScreenNavEntry {
  group: NavGroup;
  labelKey: TranslationKey;
  icon: ScreenIcon;
  /** Position in its group; see the order table in `app/layouts/nav-items.tsx`. */
  order: number;
}

/** A tab in a bar of sibling screens (`<ScreenTabs group="admin-user" params={{ id }} />`). */
export interface ScreenTab {
  group: string;
  labelKey: TranslationKey;
  order: number;
}

/** The ids of the getting-started cards (`features/getting-started/components/getting-started-cards.tsx`). */
export type GettingStartedCardId =
  | 'manage-software'
  | 'manage-hardware'
  | 'manage-users'
  | 'manage-organizations'
  | 'manage-billing'
  | 'manage-licenses'
  | 'check-licenses'
  | 'attach-license'
  | 'team-performance'
  | 'download'
  | 'setup'
  | 'use'
  | 'insights';

export interface ScreenDefinition {
  /** Route path below '/', without a leading slash: `admin/users/:id/edit`. */
  path: string;
  /** Default 'shell' (signed in, with navigation). */
  layout?: ScreenLayout;
  /** The route group's section type; a user outside it is sent to /unauthorized. */
  section?: Section;
  /** A permission the user must hold (super-admin holds all); else /unauthorized. */
  permission?: Permission;
  nav?: ScreenNavEntry;
  card?: GettingStartedCardId;
  tab?: ScreenTab;
  /** The screen's component, loaded on demand (its own chunk). */
  component: () => Promise<ComponentType>;
}

export interface AccessUser {
  roles: readonly string[];
  permissions: readonly string[];
}

/** Whether `user` may open `screen` (the same rule the route guard applies). */
export function canOpen(user: AccessUser | null | undefined, screen: Pick<ScreenDefinition, 'section' | 'permission'>) {
  if (!screen.section && !screen.permission) return true;
  return (!screen.section || inSection(user, screen.section)) && (!screen.permission || can(user, screen.permission));
}

/** `admin/users/:id/edit` + `{ id: 'x' }` → `/admin/users/x/edit`. */
export function screenHref(path: string, params: Record<string, string | undefined> = {}): string {
  const filled = path.replace(/:([A-Za-z_]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  return `/${filled}`;
}

/**
 * The registry, provided by the app shell, for shared components that link to
 * screens (getting-started cards, screen tabs) without importing other features.
 */
export const ScreenRegistryContext = createContext<readonly ScreenDefinition[]>([]);

export function useScreenRegistry(): readonly ScreenDefinition[] {
  return useContext(ScreenRegistryContext);
}
