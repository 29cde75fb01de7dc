import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { openSession, type Session } from './browser.ts';

/**
 * One Chromium profile for all the tests of a file, opened before the first and closed after the
 * last; after each test, the page must have reported no error (and the list starts empty again).
 * Call it at the top of a test file; use what it returns inside tests.
 */
export function sharedSession(options?: Parameters<typeof openSession>[0]): Session {
  let session: Session | null = null;
  const current = (): Session => {
    if (session === null) throw new Error('the shared session is open only while the file’s tests run');
    return session;
  };
  beforeAll(async () => {
    session = await openSession(options);
  });
  afterAll(async () => {
    await session?.close();
    session = null;
  });
  afterEach(() => {
    expect(current().errors).toEqual([]);
    current().errors.length = 0;
  });
  return {
    get context() {
      return current().context;
    },
    get page() {
      return current().page;
    },
    get errors() {
      return current().errors;
    },
    close: () => current().close(),
  };
}
