import { notifications } from '@mantine/notifications';

/**
 * The id is derived from the text so that a burst of identical failures (several
 * queries losing the session at once) shows one toast, not a stack of copies.
 */
export function notifyError(message: string): void {
  notifications.show({ id: `error:${message}`, color: 'red', message, withBorder: true });
}

export function notifySuccess(message: string): void {
  notifications.show({ id: `success:${message}`, color: 'teal', message, withBorder: true });
}
