import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { screens } from '../app/screens';
import { resetApiClient } from '../lib/api-client';
import { loadUiTexts, showLanguage } from '../lib/i18n';
import { resolveLanguage } from '../lib/language';
import { clearSignedOut } from '../lib/session-user';

// Screens, zod and the German texts load lazily, as in the browser; on a busy 2-core machine the
// first import of each can take longer than Testing Library's default 1 s.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks the layout APIs Mantine reads.
const { getComputedStyle } = window;
window.getComputedStyle = (element: Element) => getComputedStyle(element);
window.HTMLElement.prototype.scrollIntoView = () => {};
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
// Two warnings say only that jsdom lays nothing out, and would bury what is wrong in the log:
// - Recharts measures each chart's container at 0 × 0 and draws nothing (the pages' figures are
//   checked as text here; the end-to-end suite draws the charts in a browser);
// - Mantine's focus trap finds no focusable element in a dropdown still in its enter transition, and
//   prints the whole node with its React internals (hundreds of lines); a browser focuses the first item.
const JSDOM_ONLY = ['The width(0) and height(0) of chart', '[@mantine/hooks/use-focus-trap] Failed to find'];
const { warn } = console;
console.warn = (...args: unknown[]) => {
  const [first] = args;
  if (typeof first === 'string' && JSDOM_ONLY.some((start) => first.startsWith(start))) return;
  warn(...args);
};
// Mantine's autosize Textarea listens for web fonts loading.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });
}

// Tests render screens directly, not through the router that fetches their texts first.
beforeAll(() =>
  Promise.all([
    loadUiTexts('app'),
    ...[...new Set(screens.map((screen) => screen.texts))].map((texts) => texts && loadUiTexts(texts)),
  ]),
);

// Files share a worker (vitest.config.ts, `isolate: false`): what one leaves in the globals the next would see.
afterEach(() => {
  cleanup();
  notifications.clean();
  clearSignedOut();
  resetApiClient();
  window.localStorage.clear();
  // A test that switched to German leaves the next one in the default (jsdom's navigator says en-US).
  void showLanguage(resolveLanguage());
});
