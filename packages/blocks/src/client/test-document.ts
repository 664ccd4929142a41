// Test helper: the enhancers listen on `document`, which jsdom keeps between the tests of a file;
// this runs one and returns a function that removes the listeners it added there.
import { vi } from 'vitest';

export function enhanceForTest(enhance: () => void): () => void {
  const controller = new AbortController();
  const add = document.addEventListener.bind(document);
  const spy = vi
    .spyOn(document, 'addEventListener')
    .mockImplementation((type, listener, options) =>
      add(type, listener, { ...(typeof options === 'object' ? options : {}), signal: controller.signal }),
    );
  try {
    enhance();
  } finally {
    spy.mockRestore();
  }
  return () => controller.abort();
}
