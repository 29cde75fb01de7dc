import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  CHROMIUM_PATH,
  FEATURES_LEFT_ON,
  HEADLESS_FLAGS,
  HEADLESS_SHELL_PATH,
  toolChromium,
} from '../../src/headless/chromium.ts';

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

/**
 * The command line playwright-core gives Chromium with the tools' flags: read by launching, in
 * place of a browser, a script that writes down its arguments and fails.
 */
async function commandLine(args: readonly string[]): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'grattez-argv-'));
  try {
    const fake = join(dir, 'chromium');
    writeFileSync(fake, `#!/bin/sh\nprintf '%s\\n' "$@" > "$0.args"\nexit 1\n`);
    chmodSync(fake, 0o755);
    await expect(chromium.launch({ executablePath: fake, args: [...args], timeout: 10_000 })).rejects.toThrow();
    return readFileSync(`${fake}.args`, 'utf8').split('\n');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const featuresOf = (flag: string): string[] => flag.slice(flag.indexOf('=') + 1).split(',');

describe('HEADLESS_FLAGS, as Chromium reads them', () => {
  it('keep every feature Playwright turns off turned off, but the two left on as in a visitor’s Chrome', async () => {
    const flags = (await commandLine(HEADLESS_FLAGS)).filter((arg) => arg.startsWith('--disable-features='));
    // Chromium reads the last one only.
    const read = new Set(featuresOf(flags.at(-1) ?? ''));
    const earlier = flags.slice(0, -1).flatMap(featuresOf);
    expect(earlier.length, 'Playwright passes a list of its own').toBeGreaterThan(0);
    const dropped = earlier.filter((name) => !read.has(name) && !FEATURES_LEFT_ON.includes(name));
    expect(dropped, 'add these to DISABLED_FEATURES (src/headless/chromium.ts)').toEqual([]);
    for (const name of FEATURES_LEFT_ON) expect(read.has(name), name).toBe(false);
    expect([...read]).toContain('WebUIOmniboxPopup');
  });
});
