import type { sheetSettled } from '../../src/qa/cli/browser.ts';

/**
 * The jsdom page as `npm run qa` drives a browser's page (the calls `sheetSettled` makes): a wait
 * for an element ends when it is there, and fails at once otherwise (the real one would wait until
 * its timeout).
 */
export const thisPage = {
  locator: (selector: string) => ({
    waitFor: () =>
      document.querySelector(selector) === null
        ? Promise.reject(new Error(`nothing matches ${selector}`))
        : Promise.resolve(),
  }),
  evaluate: <T>(read: () => T) => Promise.resolve(read()),
} as unknown as Parameters<typeof sheetSettled>[0];
