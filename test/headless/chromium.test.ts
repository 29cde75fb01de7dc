import { describe, expect, it } from 'vitest';
import { CHROMIUM_PATH, HEADLESS_SHELL_PATH, toolChromium } from '../../src/headless/chromium.ts';

const installed =
  (...paths: string[]) =>
  (path: string): boolean =>
    paths.includes(path);

describe('toolChromium', () => {
  it('takes the path GRATTEZ_CHROMIUM names, installed or not (the tools then say it is missing)', () => {
    expect(toolChromium({ GRATTEZ_CHROMIUM: '/opt/chrome/chrome' }, installed(HEADLESS_SHELL_PATH))).toBe(
      '/opt/chrome/chrome',
    );
  });

  it('else the headless shell when it is installed, else Chromium', () => {
    expect(toolChromium({}, installed(HEADLESS_SHELL_PATH, CHROMIUM_PATH))).toBe(HEADLESS_SHELL_PATH);
    expect(toolChromium({}, installed(CHROMIUM_PATH))).toBe(CHROMIUM_PATH);
    expect(toolChromium({}, installed())).toBe(CHROMIUM_PATH); // whose absence the tools report
  });

  it('reads an empty GRATTEZ_CHROMIUM as unset', () => {
    expect(toolChromium({ GRATTEZ_CHROMIUM: '' }, installed(HEADLESS_SHELL_PATH))).toBe(HEADLESS_SHELL_PATH);
  });
});
