/**
 * Every test file runs with both languages' words loaded, as every page and command but the embed
 * does at its start (src/i18n/catalogue.ts). They are loaded before the file's tests, once its
 * modules are imported, so that a file's vi.mock of an engine module also holds for the words.
 */
import { beforeAll } from 'vitest';

beforeAll(async () => {
  const { LANGS, loadMessages } = await import('../src/i18n/index.ts');
  await loadMessages(LANGS);
});
