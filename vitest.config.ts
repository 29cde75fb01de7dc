import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { withFixtureGame } from './test/fixtures/games/plugin.ts';

/**
 * Six projects. `npm run test:unit` runs four, the quick gate:
 * - unit: the test files that mock modules or import them afresh (vi.mock, vi.doMock,
 *   vi.resetModules), the jsdom files among them and the files outside jsdom that name jsdom, and
 *   one named below, each in a fresh module graph (isolated);
 * - unit-dom: the other jsdom files, which each worker runs one after the other in one jsdom
 *   window and module graph (not isolated): setting jsdom up again for each file cost more than
 *   most of their tests. Each file makes its own stores; what a file leaves in the window (the
 *   page's children, its language and title, its address, its storage) is cleared after it
 *   (test/dom.setup.ts);
 * - unit-shared: every other unit test file, sharing each worker's module graph (not isolated),
 *   which saves importing the engine, zod and the catalogues again for each file.
 * In unit-dom and unit-shared a file may spy, stub globals or the environment and fake timers:
 * Vitest restores spies after each file, test/dom.setup.ts the real timers, globals and
 * environment variables.
 * - contract: test/contract/, the app built with the fixture third game of test/fixtures/games
 *   registered beside the real ones (docs/adding-a-game.md), each file isolated.
 * slow (`npm run test:slow`): files named *.slow.test.ts, which pass over whole blocks again and
 * again (exports re-scored by scripts/rescore.mjs, further whole-block audits and exports).
 * clock (`npm run test:clock`, not in `npm test`): checks on inputs taken from the clock.
 * `npm test` runs unit, unit-dom, unit-shared, contract and slow in one run (`npm run test:node`):
 * Vitest sorts the projects by name, so the long slow files start early and the quick ones fill
 * the second worker around them, where two runs one after the other left a worker idle at each
 * end.
 * Each run first builds the CLI bundle afresh into a temporary folder (test/cli/bundle.setup.ts),
 * so no test runs a stale dist-cli/.
 */
const NEEDS_ISOLATION = /\bvi\.(mock|doMock|resetModules)\b|@vitest-environment|jsdom/;

function unitFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'e2e' || entry.name === 'contract' ? [] : unitFiles(path);
    return /\.test\.tsx?$/.test(entry.name) && !/\.(slow|clock)\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}
/**
 * What a jsdom file may not do to share its window with the next: change its module graph. Vitest
 * itself undoes spies; test/dom.setup.ts puts back the real timers, the stubbed globals and
 * environment variables after each file.
 */
const CHANGES_MODULES = /\bvi\.(mock|doMock|resetModules)\b/;
/**
 * jsdom files kept isolated all the same, each for a reason said here:
 * - test/build/bootStill.test.ts runs the boot script in the window again and again, empties the
 *   document's head (where modules imported once keep their nodes) and replaces
 *   HTMLImageElement.prototype.decode.
 * (PageStart's first test once failed in the shared window: it opened its ticket as no link does,
 * and passed alone only because the ticket screen's code came after the store had marked that
 * ticket the page's first.)
 */
const OWN_WINDOW = new Set<string>(['test/build/bootStill.test.ts']);
const sources = new Map(unitFiles('test').map((file) => [file, readFileSync(file, 'utf8')]));
const domShared = [...sources]
  .filter(([, text]) => /@vitest-environment jsdom\b/.test(text) && !CHANGES_MODULES.test(text))
  .filter(([file]) => !OWN_WINDOW.has(file))
  .map(([file]) => file);
const isolated = [...sources]
  .filter(([file, text]) => NEEDS_ISOLATION.test(text) && !domShared.includes(file))
  .map(([file]) => file);

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 60_000,
    // Child processes, not worker threads: a fatal error in one worker thread aborts the whole run.
    // One CI run of test:unit died so, with no test failed: Node 20's "FATAL ERROR:
    // v8::ToLocalChecked Empty MaybeLocal", raised where a thread's entry module rejects
    // (asyncRunEntryPointWithESMLoader), likely as Vitest ended a worker. A child process that dies is
    // reported ("Worker exited unexpectedly") and the run goes on, no slower here.
    pool: 'forks',
    maxWorkers: 2, // the default leaves one of these machines' two cores idle
    globalSetup: ['test/cli/bundle.setup.ts'],
    // The words, loaded as each page loads them; what jsdom lacks of a laid-out page; Testing
    // Library's waits bounded for a busy machine.
    setupFiles: ['test/words.setup.ts', 'test/layout.setup.ts', 'test/dom.setup.ts'],
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: isolated },
      },
      {
        extends: true,
        test: { name: 'unit-dom', include: domShared, environment: 'jsdom', isolate: false },
      },
      {
        extends: true,
        test: {
          name: 'unit-shared',
          include: ['test/**/*.test.{ts,tsx}'],
          exclude: ['test/e2e/**', 'test/contract/**', 'test/**/*.{slow,clock}.test.ts', ...isolated, ...domShared],
          isolate: false,
        },
      },
      {
        extends: true,
        plugins: [withFixtureGame()],
        test: { name: 'contract', include: ['test/contract/**/*.test.{ts,tsx}'] },
      },
      {
        extends: true,
        test: { name: 'slow', include: ['test/**/*.slow.test.ts'], testTimeout: 180_000 },
      },
      {
        extends: true,
        test: { name: 'clock', include: ['test/**/*.clock.test.ts'], testTimeout: 180_000 },
      },
    ],
  },
});
