/**
 * The screen registry's shape. Every feature declares its screens ONCE, in
 * `features/<domain>/screens.ts`, and `app/screens.ts` lists the features (one
 * import line each). The router, the navigation, the getting-started card links
 * and screen tabs are all built from that list: adding a screen touches its
 * feature folder only.
 *
 * ```ts
 * // features/users/screens.ts
 * export const usersScreens = defineScreens([
 *   {
 *     path: 'admin/users',                       // below '/', no leading slash
 *     section: 'admin',                           // RequireAccess: missing → /unauthorized
 *     permission: 'manage user',
 *     nav: { group: 'admin', labelKey: 'nav.admin.users', icon: 'users', order: 20 },
 *     card: 'manage-users',                       // the getting-started card that links here
 *     texts: usersTexts,                          // the feature's own UI texts, loaded with its screens
 *     component: () => import('./pages/users-list-page').then((m) => m.UsersListPage),
 *   },
 * ]);
 * ```
 *
 * Links to screens are typed by the registry: `href('admin/users/:id/edit', { id })`
 * takes only a registered path, with exactly its parameters, so renaming a route
 * (or its parameters) breaks the build wherever a link still names the old one.
 *
 * Keep a feature's `screens.ts` free of static page imports: it is in the
 * first bundle (the login page's too); pages load with `component()`.
 */

import type { UserBillingAnswer } from '@portal/contracts';
import { can, canUseSection, hasRole, type Permission, type Role, type Section } from '@portal/contracts/basics';
import { type ComponentType, createContext, useContext } from 'react';
import { useMatches } from 'react-router';
import type { TranslationKey, UiTexts } from './i18n';

/** Where a screen renders: the signed-in shell (default), the public card layout, or public for visitors only. */
export type ScreenLayout = 'shell' | 'public' | 'guest';

/** Navigation groups: the general one, then one per section (shown only to users of that section). */
export type NavGroup = 'general' | Section;

export type ScreenIcon = ComponentType<{ size?: number | string; stroke?: number | string }>;

/**
 * A navigation entry's icon, by name: the shell maps names to icons
 * (`app/layouts/nav-icons.ts`), so the registry, which is in the first bundle
 * (the sign-in screen's too), carries no icon code.
 */
export type NavIconName =
  | 'getting-started'
  | 'dashboard'
  | 'overview'
  | 'training-activity'
  | 'team'
  | 'downloads'
  | 'add-ons'
  | 'organizations'
  | 'users'
  | 'software'
  | 'hardware'
  | 'releases'
  | 'shipping'
  | 'invoices'
  | 'audit-log'
  | 'members'
  | 'organization'
  | 'license-manager'
  | 'software-licenses'
  | 'own-licenses'
  | 'licenses'
  | 'billing'
  | 'certificates'
  | 'curricula'
  | 'benchmarks';

export interface ScreenNavEntry {
  group: NavGroup;
  labelKey: TranslationKey;
  icon: NavIconName;
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

/** Who reads a member's or a team's data: a trainer (own organization), a manager (own organization), an admin (any). */
export type SubjectAudience = 'trainer' | 'manager' | 'admin';

/**
 * Whose data a screen shows, for the screens that serve several audiences with one page (analytics):
 * the signed-in user's own, one member's (`:userId`; an admin's also names the organization, `:id`),
 * or a team's (an organization's members). The page reads it with `useScreenSubject()`, not from its URL.
 */
export type ScreenSubject = { of: 'self' } | { of: 'member' | 'team'; through: SubjectAudience };

export interface ScreenDefinition {
  /** Route path below '/', without a leading slash: `admin/users/:id/edit`. */
  path: string;
  /** Default 'shell' (signed in, with navigation). */
  layout?: ScreenLayout;
  /** The route group's section type; a user outside it is sent to /unauthorized. */
  section?: Section;
  /** A permission the user must hold (super-admin holds all); else /unauthorized. */
  permission?: Permission;
  /** Roles of which the user must hold one, within the section (a trainer's team screens); else /unauthorized. */
  roles?: readonly Role[];
  nav?: ScreenNavEntry;
  card?: GettingStartedCardId;
  tab?: ScreenTab;
  /** The feature's own texts (`features/<domain>/texts`), fetched before the screen renders. */
  texts?: UiTexts;
  /** Whose data the screen shows, when its page serves several audiences (see `ScreenSubject`). */
  subject?: ScreenSubject;
  /** The screen's component, loaded on demand (its own chunk). */
  component: () => Promise<ComponentType>;
}

export interface AccessUser {
  roles: readonly string[];
  permissions: readonly string[];
  /** The own organization: the manager section works on it, so without one it is closed. */
  organization: { id: string } | null;
}

/** Whether `user` may open `screen` (the same rule the route guard and the navigation apply). */
export function canOpen(
  user: AccessUser | null | undefined,
  screen: Pick<ScreenDefinition, 'section' | 'permission' | 'roles'>,
) {
  if (!screen.section && !screen.permission && !screen.roles) return true;
  return (
    (!screen.section || canUseSection(user, screen.section, user?.organization?.id)) &&
    (!screen.permission || can(user, screen.permission)) &&
    (!screen.roles || hasRole(user, screen.roles))
  );
}

/**
 * Every feature's screens as one list: `defineScreens([...])` keeps each path's
 * literal type, which the registry (`app/screens.ts`) hands to `href` through
 * `ScreenRegister`.
 */
export function defineScreens<const P extends string>(
  screens: ReadonlyArray<ScreenDefinition & { path: P }>,
): ReadonlyArray<ScreenDefinition & { path: P }> {
  return screens;
}

/**
 * The places on a screen where another feature shows a card (`<ScreenParts slot=… />`,
 * `components/screen-parts.tsx`), and what the screen hands that card. A screen is one feature's, but
 * what it shows may be another domain's: the manager's account details show the billing (billing), a
 * user's software tab and billing tab show their seats and personal licenses (licensing). As a tab joins
 * another feature's tab bar through `tab.group`, a part joins another feature's screen through its slot,
 * so neither feature imports the other.
 */
export interface ScreenPartProps {
  /** `manager/account-details`, below the organization's card. */
  'manager-account-details': Record<never, never>;
  /** `admin/users/:id/software`, below the available products. */
  'admin-user-software': { userId: string; name: string };
  /** `admin/users/:id/billing-details`, below the billing form: what the billing rules in or out. */
  'admin-user-billing': { userId: string; billing: UserBillingAnswer };
}

export type ScreenPartSlot = keyof ScreenPartProps;

/** A card a feature shows in another feature's screen: its slot, place, access and lazy component. */
export type ScreenPart = {
  [S in ScreenPartSlot]: {
    slot: S;
    /** Position among the slot's parts. */
    order: number;
    /** A permission the user must hold to see it (the screen's own access holds already). */
    permission?: Permission;
    /** The feature's texts, fetched before the part renders. */
    texts?: UiTexts;
    component: () => Promise<ComponentType<ScreenPartProps[S]>>;
  };
}[ScreenPartSlot];

/** A feature's parts (`features/<domain>/screens.ts`), listed by `app/screens.ts` beside its screens. */
export function defineScreenParts(parts: readonly ScreenPart[]): readonly ScreenPart[] {
  return parts;
}

/** The parts of every feature, provided by the shell beside the registry. */
export const ScreenPartsContext = createContext<readonly ScreenPart[]>([]);

/**
 * Filled in by `app/screens.ts` (module augmentation, as TanStack Router's
 * `Register`): `interface ScreenRegister { screens: typeof screens }`.
 */
// biome-ignore lint/suspicious/noEmptyInterface: augmented by app/screens.ts
export interface ScreenRegister {}

/** Paths of the app's own pages, outside the registry (`app/router.tsx`). */
type AppPath = '' | 'unauthorized' | 'change-password';

/** Every path a link may name: the registry's screens and the app's own pages. */
export type ScreenPath =
  | AppPath
  | (ScreenRegister extends { screens: ReadonlyArray<{ path: infer P extends string }> } ? P : never);

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** `admin/organizations/:orgId/user/:id/edit` → `{ orgId: string; id: string }`. */
export type ScreenParams<P extends string> = { [K in ParamNames<P>]: string };

/** Query parameters of a link (`{ 'filter[product_id]': id }`); empty values are left out. */
export type LinkQuery = Record<string, string | null | undefined>;

/**
 * The link to a registered screen: `href('admin/users/:id/edit', { id })` →
 * `/admin/users/5f…/edit`; `href('admin/releases', {}, { 'filter[product_id]': id })`
 * adds a query. Only registered paths, and exactly their parameters, compile.
 */
export function href<P extends ScreenPath>(
  path: P,
  ...args: [ParamNames<P>] extends [never]
    ? [params?: Record<string, never>, query?: LinkQuery]
    : [params: ScreenParams<P>, query?: LinkQuery]
): string {
  const [params, query] = args as [Record<string, string> | undefined, LinkQuery | undefined];
  const target = screenHref(path, params);
  const search = Object.entries(query ?? {})
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
  return search ? `${target}?${search}` : target;
}

/** `admin/users/:id/edit` + `{ id: 'x' }` → `/admin/users/x/edit` (untyped: the registry's own code). */
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

/** The route facts the router hands a screen's page (`handle` of its route, `app/router.tsx`). */
export interface ScreenHandle {
  subject?: ScreenSubject;
}

/** Whose data the current screen shows, as its registry entry declares (undefined: the screen does not say). */
export function useScreenSubject(): ScreenSubject | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const subject = (matches[index]?.handle as ScreenHandle | undefined)?.subject;
    if (subject) return subject;
  }
  return undefined;
}
