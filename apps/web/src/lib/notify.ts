import { i18n } from './i18n';

/**
 * Toasts. Their container, styles and store load with the first toast
 * (components/toasts.tsx), not with the page: `onFirstToast` lets the providers
 * mount the container then. Toasts shown while it loads appear when it is there.
 */
type Toast = { id: string; color: string; message: string };

let wantToasts: (() => void) | null = null;
let asked = false;

/** The app's providers mount the toasts' container when this is called (once). */
export function onFirstToast(listener: () => void): void {
  wantToasts = listener;
  if (asked) listener();
}

function show(toast: Toast): void {
  if (!asked) {
    asked = true;
    wantToasts?.();
  }
  void import('../components/toasts').then(({ notifications }) =>
    notifications.show({
      ...toast,
      withBorder: true,
      // The close button has no text of its own: it needs a name (axe `button-name`).
      closeButtonProps: { 'aria-label': i18n.t('app.close') },
    }),
  );
}

/**
 * The id is derived from the text so that a burst of identical failures (several
 * queries losing the session at once) shows one toast, not a stack of copies.
 */
export function notifyError(message: string): void {
  show({ id: `error:${message}`, color: 'red', message });
}

export function notifySuccess(message: string): void {
  show({ id: `success:${message}`, color: 'teal', message });
}
