import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { loadLocale } from '../shared/i18n/i18n';

// `findBy…` and `waitFor` wait up to 5 s: the suite shares two cores with the server tests, and a
// screen that takes a second to appear under that load has not failed.
configure({ asyncUtilTimeout: 5_000 });

// Every catalog up front, so no test meets a screen waiting for its namespace.
await Promise.all((['sr-Latn', 'sr-Cyrl', 'en'] as const).map(loadLocale));

/**
 * What jsdom lacks and Mantine needs. matchMedia matches every query so mantine-datatable shows
 * its cells; ResizeObserver and scrolling do nothing.
 */
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string) => ({
    matches: true,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
Element.prototype.scrollIntoView ??= () => {};
Element.prototype.scrollTo ??= () => {};
window.HTMLElement.prototype.hasPointerCapture ??= () => false;

afterEach(() => {
  cleanup();
  localStorage.clear();
});
