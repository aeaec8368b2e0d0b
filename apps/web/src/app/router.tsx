import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { CenteredLoader } from '../components/centered-loader';
import { GuestOnly } from './guards/guest-only';
import { RequireAccess } from './guards/require-access';
import { RequireAuth } from './guards/require-auth';

/**
 * Every screen and layout is its own chunk (`lazy`); guards are tiny and stay in
 * the main bundle so that they decide before any screen code is fetched.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    HydrateFallback: CenteredLoader,
    lazy: async () => ({ ErrorBoundary: (await import('./pages/route-error-page')).RouteErrorPage }),
    children: [
      {
        lazy: async () => ({ Component: (await import('./layouts/public-layout')).PublicLayout }),
        children: [
          {
            element: <GuestOnly />,
            children: [
              {
                path: 'login',
                lazy: async () => ({ Component: (await import('../features/auth/pages/login-page')).LoginPage }),
              },
              {
                path: 'register',
                lazy: async () => ({
                  Component: (await import('../features/auth/pages/register-page')).RegisterPage,
                }),
              },
              {
                path: 'forgot-password',
                lazy: async () => ({
                  Component: (await import('../features/auth/pages/forgot-password-page')).ForgotPasswordPage,
                }),
              },
            ],
          },
          // Links from mails work signed in or out: using one starts a session for its account.
          {
            path: 'activate/:token',
            lazy: async () => ({ Component: (await import('../features/auth/pages/activate-page')).ActivatePage }),
          },
          {
            path: 'reset-password/:token',
            lazy: async () => ({
              Component: (await import('../features/auth/pages/reset-password-page')).ResetPasswordPage,
            }),
          },
          {
            path: 'confirm-email/:token',
            lazy: async () => ({
              Component: (await import('../features/profile/pages/confirm-email-page')).ConfirmEmailPage,
            }),
          },
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
            // For developers; the API answers 404 in production and the page says so.
            path: 'dev/mails',
            lazy: async () => ({
              Component: (await import('../features/dev-outbox/pages/dev-mails-page')).DevMailsPage,
            }),
          },
          {
            path: 'privacy-policy',
            lazy: async () => ({
              Component: (await import('../features/legal/pages/privacy-policy-page')).PrivacyPolicyPage,
            }),
          },
          {
            path: 'terms-of-use',
            lazy: async () => ({
              Component: (await import('../features/legal/pages/terms-of-use-page')).TermsOfUsePage,
            }),
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
            lazy: async () => ({ Component: (await import('./layouts/app-shell-layout')).AppShellLayout }),
            children: [
              { index: true, element: <Navigate to="/getting-started" replace /> },
              {
                path: 'getting-started',
                lazy: async () => ({
                  Component: (await import('../features/getting-started/pages/getting-started-page'))
                    .GettingStartedPage,
                }),
              },
              {
                path: 'profile',
                lazy: async () => ({ Component: (await import('../features/profile/pages/profile-page')).ProfilePage }),
              },
              {
                path: 'unauthorized',
                lazy: async () => ({ Component: (await import('./pages/unauthorized-page')).UnauthorizedPage }),
              },
              {
                // The admin section's screens arrive in later issues; its guard is live already.
                path: 'admin',
                element: <RequireAccess section="admin" />,
                children: [{ index: true, element: <Navigate to="/getting-started" replace /> }],
              },
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
