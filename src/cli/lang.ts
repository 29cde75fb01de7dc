/**
 * The language `grattez` speaks in: its help, bad-input lines, progress and messages (never its
 * machine output: JSON, NDJSON, tab-separated lines). Chosen as Unix tools choose theirs: the first
 * of LC_ALL, LC_MESSAGES and LANG that is set and not empty decides; `fr…` gives French, `en…`
 * English; C, POSIX, unset or any other language gives English, as the C locale gives a tool's
 * untranslated messages (src/headless/locale.ts, shared with `npm run qa`). `--lang fr|en` wins
 * over the environment.
 *
 * The language of a run is kept for its whole asynchronous course (AsyncLocalStorage), so that
 * the option checks and the commands, wherever they say something, say it in the run's language,
 * and two runs in one process (the tests) never mix theirs.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Lang } from '../i18n/lang.ts';

/** The language of an unset locale, and outside any run. */
const DEFAULT_LANG: Lang = 'en';

// The locale's rule, shared with npm run qa.
export { langOfEnv } from '../headless/locale.ts';

const current = new AsyncLocalStorage<Lang>();

/** Runs `task` with `lang` as the CLI's language, for everything it does, awaited or not. */
export function inLang<T>(lang: Lang, task: () => T): T {
  return current.run(lang, task);
}

/** The language of the run under way (English outside any run). */
export function cliLang(): Lang {
  return current.getStore() ?? DEFAULT_LANG;
}
