import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds each end-to-end file took in a whole run, two at a time (7 December 2026). Only their
 * order matters: a file's place moves only when it becomes much longer or shorter than its
 * neighbours.
 */
export const SECONDS: Readonly<Record<string, number>> = {
  'test/e2e/phone.e2e.ts': 133,
  'test/e2e/app.e2e.ts': 114,
  'test/e2e/engines/webkit.e2e.ts': 109,
  'test/e2e/studio.e2e.ts': 93,
  'test/e2e/reliabilityFuzz.e2e.ts': 83,
  'test/e2e/engines/firefox.e2e.ts': 66,
  'test/e2e/bootStill.e2e.ts': 52,
  'test/e2e/qaLab.e2e.ts': 51,
  'test/e2e/qaSheet.e2e.ts': 45,
  'test/e2e/studioRender.e2e.ts': 42,
  'test/e2e/studioPreview.e2e.ts': 36,
  'test/e2e/glyphs.e2e.ts': 35,
  'test/e2e/embed.e2e.ts': 30,
  'test/e2e/reliability.e2e.ts': 29,
  'test/e2e/qaChecks.e2e.ts': 28,
  'test/e2e/history.e2e.ts': 25,
  'test/e2e/artFonts.e2e.ts': 21,
  'test/e2e/narrow.e2e.ts': 15,
  'test/e2e/stills.e2e.ts': 14,
  'test/e2e/bundle.e2e.ts': 13,
  'test/e2e/designFolder.e2e.ts': 12,
  'test/e2e/designs.e2e.ts': 12,
  'test/e2e/firstFrames.e2e.ts': 9,
  'test/e2e/linkErrors.e2e.ts': 8,
  'test/e2e/sound.e2e.ts': 5,
  'test/e2e/noFixtureGame.e2e.ts': 0,
};

/** Above every listed file; finite, so that two files not listed compare as equal, not NaN. */
const UNTIMED = Number.MAX_SAFE_INTEGER;

/**
 * The end-to-end files longest first, the same order in a fresh clone (CI) as in a working copy.
 * Vitest orders by the durations in its cache, and where it has none, largest file first: a fresh
 * clone then ran the long files late and paired differently, and two heavy files side by side on
 * two cores cost more CPU time as well as more wall time. The same hour, the same code: 733.5 s
 * (1,415.9 CPU-s) in the cache's order, 815.4 s (1,572.9 CPU-s) without it. A file not listed
 * runs first, as Vitest runs a file it has not timed.
 */
export default class LongestFirst extends BaseSequencer {
  override sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const seconds = (file: TestSpecification): number =>
      SECONDS[relative(file.project.config.root, file.moduleId).split('\\').join('/')] ?? UNTIMED;
    return Promise.resolve([...files].sort((a, b) => seconds(b) - seconds(a)));
  }
}
