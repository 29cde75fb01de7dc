import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SIZE_PRESET_IDS, SIZE_PRESETS } from '../../src/studio/state/studioSettings.ts';
import { saveScreenshot, type Session } from './browser.ts';
import { sharedBrowser } from './sharedSession.ts';

const base = inject('baseUrl');
/** A window of each size in one browser. */
const freshSession = sharedBrowser().open;

/** A desktop window and a phone (issue 19: the story preview was squashed at both). */
const WINDOWS = [
  { width: 1280, height: 900, mobile: false },
  { width: 390, height: 844, mobile: true },
] as const;

// Shown sizes are whole or half CSS pixels: a ratio off by more than this is a visible distortion.
const RATIO_TOLERANCE = 0.01;

describe.each(WINDOWS)('the studio preview in a $width×$height window', ({ width, height, mobile }) => {
  let s: Session;
  beforeAll(async () => {
    s = await freshSession({ width, height, mobile });
  });
  afterAll(async () => {
    await s.close();
  });

  it.each(SIZE_PRESET_IDS)('shows the %s export with the export’s proportions', async (preset) => {
    const { page } = s;
    // The README's share link, at each size.
    await page.goto(
      `${base}/studio.html?game=paws&variant=dog&prize=3000&state=scratched:0.4&size=${preset}&bg=2b1a6b,ff7a59,135`,
    );
    const canvas = page.locator('[data-testid="preview"] canvas[data-ready="true"]');
    await canvas.waitFor({ state: 'attached' });
    const exportRatio = SIZE_PRESETS[preset].width / SIZE_PRESETS[preset].height;

    const shown = (await canvas.boundingBox())!;
    const frame = (await page.locator('.preview-frame').boundingBox())!;
    const where = `${preset} shown ${shown.width.toFixed(1)}×${shown.height.toFixed(1)} at ${width}×${height}`;
    expect(Math.abs(shown.width / shown.height / exportRatio - 1), where).toBeLessThan(RATIO_TOLERANCE);
    // The picture fills its frame (no squashing inside it) and the frame fits the window's width.
    expect([shown.x, shown.y, shown.width, shown.height], where).toEqual([frame.x, frame.y, frame.width, frame.height]);
    expect(frame.x).toBeGreaterThanOrEqual(0);
    expect(frame.x + frame.width, where).toBeLessThanOrEqual(width);
    // The drawing itself has the export's proportions too.
    const drawn = await canvas.evaluate((c: HTMLCanvasElement) => c.width / c.height);
    expect(Math.abs(drawn / exportRatio - 1), `${preset} drawn`).toBeLessThan(RATIO_TOLERANCE);
    if (!mobile) {
      // On a desktop, the whole preview is on screen beside the controls, unscrolled.
      expect(frame.y + frame.height, where).toBeLessThanOrEqual(height);
    }
    if (preset === 'story') await saveScreenshot(page, `studio-story-${width}x${height}`);
    expect(s.errors).toEqual([]);
  });
});
