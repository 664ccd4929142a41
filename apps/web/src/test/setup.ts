// Browser APIs Mantine needs that jsdom lacks, a clean DOM between tests and empty storage per file.
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';

// findBy* and waitFor wait up to 1 s by default: too short when the whole suite shares two busy cores
// (a lazy route chunk can take longer than that to load). Waiting longer costs nothing when it passes.
configure({ asyncUtilTimeout: 10_000 });

if (!window.matchMedia) {
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
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}
Object.defineProperty(window, 'scrollTo', { writable: true, value: () => {} });
Element.prototype.scrollIntoView ??= () => {};

afterEach(() => {
  cleanup();
  // Toasts live in Mantine's module-wide store, which the files of a worker share: one left behind
  // by an unmounted host would count against the next test's limit and queue its toast unseen.
  notifications.clean();
});

// The files of a worker share one jsdom (vitest.config.ts): each file starts with empty storage,
// as it would in a document of its own.
beforeAll(() => {
  localStorage.clear();
  sessionStorage.clear();
});
