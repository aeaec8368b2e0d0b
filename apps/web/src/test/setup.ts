import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18n } from '../lib/i18n';
import { resolveLanguage } from '../lib/language';

// Lazy screens load their chunk first; on a busy 2-core machine that takes more than the default second.
configure({ asyncUtilTimeout: 4000 });

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

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  // A test that switched to German leaves the next one in the default (jsdom's navigator says en-US).
  void i18n.changeLanguage(resolveLanguage());
});
