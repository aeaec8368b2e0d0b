import { defineScreens } from '../../lib/screens';

/** Sign-in and account links. Links from mails work signed in or out: using one starts a session for its account. */
export const authScreens = defineScreens([
  { path: 'login', layout: 'guest', component: () => import('./pages/login-page').then((m) => m.LoginPage) },
  { path: 'register', layout: 'guest', component: () => import('./pages/register-page').then((m) => m.RegisterPage) },
  {
    path: 'forgot-password',
    layout: 'guest',
    component: () => import('./pages/forgot-password-page').then((m) => m.ForgotPasswordPage),
  },
  {
    path: 'activate/:token',
    layout: 'public',
    component: () => import('./pages/activate-page').then((m) => m.ActivatePage),
  },
  {
    path: 'reset-password/:token',
    layout: 'public',
    component: () => import('./pages/reset-password-page').then((m) => m.ResetPasswordPage),
  },
]);
