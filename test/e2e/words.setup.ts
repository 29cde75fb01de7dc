/**
 * The words the end-to-end files read their expected text from, loaded before a file is collected,
 * as a file's `describe.each` may read them (no end-to-end file mocks a module).
 */
import { LANGS, loadMessages } from '../../src/i18n/index.ts';

await loadMessages(LANGS);
