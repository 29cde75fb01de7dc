/**
 * Kept only for the end-to-end suite's global setup, which still imports Chromium's path from
 * here: headless Chromium lives in src/headless/chromium.ts, which the CLI and QA's runner both
 * import (the CLI may use QA, never the other way round). Remove once that import has moved.
 */
export { CHROMIUM_PATH } from '../headless/chromium.ts';
