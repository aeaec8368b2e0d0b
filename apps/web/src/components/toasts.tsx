import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';

/**
 * The toasts' container, store and styles, a chunk of its own: lib/notify.ts
 * loads it with the first toast, so no first screen waits for it.
 */
export { Notifications, notifications } from '@mantine/notifications';
