import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { pageAtFailure } from './pageAtFailure.ts';
import { launchSharedBrowser, openSession, type PageOptions, type Session, type SharedBrowser } from './browser.ts';

/**
 * One Chromium profile for all the tests of a file, opened before the first and closed after the
 * last; after each test, the page must have reported no error (and the list starts empty again), and
 * a failed test's report says what the page showed (pageAtFailure.ts).
 * Call it at the top of a test file (or of a describe block); use what it returns inside tests.
 * With `from` (a sharedBrowser of the file), the session is a fresh context of that browser rather
 * than a launch of its own: a file with several sessions, or a session beside other contexts, then
 * starts one Chromium and one GPU process, not one each (a session needing launch options of its
 * own, `extraArgs` or `env`, cannot be one).
 */
export function sharedSession(
  options?: Parameters<typeof openSession>[0],
  from?: Pick<SharedBrowser, 'open'>,
): Session {
  if (from !== undefined && (options?.extraArgs !== undefined || options?.env !== undefined))
    throw new Error('a session with launch options of its own needs a launch: leave `from` out');
  let session: Session | null = null;
  const current = (): Session => {
    if (session === null) throw new Error('the shared session is open only while the file’s tests run');
    return session;
  };
  beforeAll(async () => {
    session = from === undefined ? await openSession(options) : await from.open(options);
  });
  afterAll(async () => {
    await session?.close();
    session = null;
  });
  afterEach(async ({ task }) => {
    const errors = [...current().errors];
    current().errors.length = 0;
    // A failed test's report says what the page showed: a time-out alone does not.
    if (task.result?.state === 'fail')
      throw new Error(
        `the page when the test failed:\n${await pageAtFailure(current().page, `${task.suite?.name ?? ''} ${task.name}`)}\nits errors: ${JSON.stringify(errors)}`,
      );
    expect(errors).toEqual([]);
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

/**
 * One Chromium for the tests of a file that need pages of different sizes, touch or motion: each
 * `open` is a fresh context of it (empty storage, as a new profile), far cheaper than a launch.
 * Launched on the first `open` (with `extraArgs`, as openSession takes them), closed after the
 * file's last test. Call it at the top of a test file.
 */
export function sharedBrowser(extraArgs: readonly string[] = []): Pick<SharedBrowser, 'open'> {
  let browser: Promise<SharedBrowser> | null = null;
  afterAll(async () => {
    const launched = browser;
    browser = null;
    await (await launched)?.close();
  });
  return {
    open: async (options?: PageOptions) => {
      browser ??= launchSharedBrowser(extraArgs);
      return (await browser).open(options);
    },
  };
}
