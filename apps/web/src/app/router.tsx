import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AppLoading } from '../components/app-loading';
import { loadUiTexts, type UiTexts } from '../lib/i18n';
import type { ScreenDefinition, ScreenLayout } from '../lib/screens';
import { href } from '../lib/screens';
import { GuestOnly } from './guards/guest-only';
import { RequireAccess } from './guards/require-access';
import { RequireAuth } from './guards/require-auth';
import { screens } from './screens';

/** The texts a screen needs: its feature's, and its tab siblings' (for their labels). */
function screenTexts(screen: ScreenDefinition): UiTexts[] {
  const group = screen.tab?.group;
  const related = group ? screens.filter((other) => other.tab?.group === group) : [screen];
  return [...new Set([screen, ...related].map((other) => other.texts))].filter((texts) => texts !== undefined);
}

/** A registry screen as a lazy route, behind RequireAccess when it names a section, permission or roles. */
function screenRoute(screen: ScreenDefinition): RouteObject {
  const route: RouteObject = {
    path: screen.path,
    // A screen renders once its feature's texts are there too (fetched with its first screen), and those
    // of the screens in its tab bar, whose labels it shows (a user's tabs come from two features).
    lazy: async () => {
      const [Component] = await Promise.all([screen.component(), ...screenTexts(screen).map(loadUiTexts)]);
      return { Component };
    },
  };
  if (!screen.section && !screen.permission && !screen.roles) return route;
  return {
    element: <RequireAccess section={screen.section} permission={screen.permission} roles={screen.roles} />,
    children: [route],
  };
}

function screenRoutes(layout: ScreenLayout): RouteObject[] {
  return screens.filter((screen) => (screen.layout ?? 'shell') === layout).map(screenRoute);
}

/**
 * Every screen and layout is its own chunk (`lazy`); guards are tiny and stay in
 * the main bundle so that they decide before any screen code is fetched. Feature
 * screens come from the registry (`app/screens.ts`); the app's own pages are here.
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
          { element: <GuestOnly />, children: screenRoutes('guest') },
          ...screenRoutes('public'),
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
              ...screenRoutes('shell'),
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
