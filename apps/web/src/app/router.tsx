import { createBrowserRouter, Navigate, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { AppLoading } from '../components/app-loading';
import { loadUiTexts, type UiTexts } from '../lib/i18n';
import type { ScreenDefinition, ScreenHandle, ScreenLayout } from '../lib/screens';
import { href } from '../lib/screens';
import { GuestOnly } from './guards/guest-only';
import { RequireAccess } from './guards/require-access';
import { RequireAuth } from './guards/require-auth';
import { publicScreens } from './public-screens';

/** The texts a screen needs: its feature's, and its tab siblings' in `screens` (for their labels). */
function screenTexts(screen: ScreenDefinition, screens: readonly ScreenDefinition[]): UiTexts[] {
  const group = screen.tab?.group;
  const related = group ? screens.filter((other) => other.tab?.group === group) : [screen];
  return [...new Set([screen, ...related].map((other) => other.texts))].filter((texts) => texts !== undefined);
}

/** A registry screen as a lazy route, behind RequireAccess when it names a section, permission or roles. */
function screenRoute(screen: ScreenDefinition, screens: readonly ScreenDefinition[]): RouteObject {
  const handle: ScreenHandle = { subject: screen.subject };
  const route: RouteObject = {
    path: screen.path,
    handle,
    // A screen renders once its feature's texts are there too (fetched with its first screen), and those
    // of the screens in its tab bar, whose labels it shows (a user's tabs come from two features).
    lazy: async () => {
      const [Component] = await Promise.all([screen.component(), ...screenTexts(screen, screens).map(loadUiTexts)]);
      return { Component };
    },
  };
  if (!screen.section && !screen.permission && !screen.roles) return route;
  return {
    element: <RequireAccess section={screen.section} permission={screen.permission} roles={screen.roles} />,
    children: [route],
  };
}

function screenRoutes(screens: readonly ScreenDefinition[], layout: ScreenLayout): RouteObject[] {
  return screens
    .filter((screen) => (screen.layout ?? 'shell') === layout)
    .map((screen) => screenRoute(screen, screens));
}

/** The signed-in shell's route; its registry screens are added on the first navigation into it. */
const SHELL_ROUTE_ID = 'shell';

/**
 * Adds the signed-in screens below the shell route the first time a path is not (or only by the
 * not-found splat) matched: the registry of those screens (`app/screens.ts`: paths, nav metadata, the
 * dependency lists of their chunks) is not in the first bundle a visitor of /login loads. One per router.
 */
export function shellScreensPatcher(): PatchRoutesOnNavigationFunction {
  let patched: Promise<void> | undefined;
  return ({ patch }) => {
    patched ??= import('./screens').then(
      ({ screens }) => patch(SHELL_ROUTE_ID, screenRoutes(screens, 'shell')),
      (error: unknown) => {
        patched = undefined; // the next navigation tries again
        throw error;
      },
    );
    return patched;
  };
}

/**
 * Every screen and layout is its own chunk (`lazy`); guards are tiny and stay in
 * the main bundle so that they decide before any screen code is fetched. Feature
 * screens come from the registry: the signed-out ones (`app/public-screens.ts`) here,
 * the signed-in ones (`app/screens.ts`) patched in by `shellScreensPatcher`; the app's
 * own pages are here.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    HydrateFallback: AppLoading,
    lazy: async () => ({ ErrorBoundary: (await import('./pages/route-error-page')).RouteErrorPage }),
    children: [
      {
        lazy: async () => ({ Component: (await import('./layouts/public-layout')).PublicLayout }),
        children: [
          { element: <GuestOnly />, children: screenRoutes(publicScreens, 'guest') },
          ...screenRoutes(publicScreens, 'public'),
          {
            element: <RequireAuth />,
            children: [
              {
                path: 'change-password',
                lazy: async () => ({ Component: (await import('./pages/change-password-page')).ChangePasswordPage }),
              },
            ],
          },
          {
            path: '*',
            lazy: async () => ({ Component: (await import('./pages/not-found-page')).NotFoundPage }),
          },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            id: SHELL_ROUTE_ID,
            lazy: async () => {
              const [{ AppShellLayout }] = await Promise.all([
                import('./layouts/app-shell-layout'),
                loadUiTexts('app'),
              ]);
              return { Component: AppShellLayout };
            },
            children: [
              { index: true, element: <Navigate to={href('getting-started')} replace /> },
              {
                path: 'unauthorized',
                lazy: async () => ({ Component: (await import('./pages/unauthorized-page')).UnauthorizedPage }),
              },
              {
                path: 'admin',
                element: <RequireAccess section="admin" />,
                children: [{ index: true, element: <Navigate to={href('getting-started')} replace /> }],
              },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes, { patchRoutesOnNavigation: shellScreensPatcher() });
}
