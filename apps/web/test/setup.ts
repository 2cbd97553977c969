import '@testing-library/jest-dom/vitest';
// jsdom has no IndexedDB; the app keeps photos taken with no signal there (lib/kept-files.ts).
import 'fake-indexeddb/auto';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { forgetEarlyReplies } from '../src/lib/api';
import { syncAuthTokenFromStorage } from '../src/lib/session';
import { reloadThemeChoice } from '../src/lib/theme';
import { takeUnansweredCalls } from './utils';

// The test machine may be busy; give async queries more room than the 1 s default.
configure({ asyncUtilTimeout: 10_000 });

// Mantine reads these browser APIs, which jsdom does not implement.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = function scrollIntoView() {};
// Textarea's autosize listens for web fonts finishing loading.
Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });

afterEach(() => {
  cleanup();
  notifications.clean();
  window.localStorage.clear();
  window.sessionStorage.clear();
  forgetEarlyReplies();
  syncAuthTokenFromStorage();
  reloadThemeChoice();
  document.documentElement.removeAttribute('data-theme');
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
  const unanswered = takeUnansweredCalls();
  if (unanswered.length > 0) {
    throw new Error(`Calls the test's fetch table does not answer:\n${unanswered.join('\n')}`);
  }
});
