/**
 * The language `grattez` speaks in: its help, bad-input lines, progress and messages (never its
 * machine output: JSON, NDJSON, tab-separated lines). Chosen as Unix tools choose theirs: the first
 * of LC_ALL, LC_MESSAGES and LANG that is set and not empty decides; `fr…` gives French, `en…`
 * English; C, POSIX, unset or any other language gives English, as the C locale gives a tool's
 * untranslated messages. `--lang fr|en` wins over the environment.
 *
 * The language of a run is kept for its whole asynchronous course (AsyncLocalStorage), so that
 * the option checks and the commands, wherever they say something, say it in the run's language,
 * and two runs in one process (the tests) never mix theirs.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Lang } from '../i18n/lang.ts';

/** The language of C, POSIX, an unset locale and any language Grattez does not speak. */
const DEFAULT_LANG: Lang = 'en';

/** The environment variables the language is read from, in the order they win. */
const LOCALE_VARIABLES = ['LC_ALL', 'LC_MESSAGES', 'LANG'] as const;

/** The language a locale environment asks for (LC_ALL, then LC_MESSAGES, then LANG). */
export function langOfEnv(env: Readonly<Record<string, string | undefined>>): Lang {
  for (const name of LOCALE_VARIABLES) {
    const value = env[name];
    if (value === undefined || value === '') continue; // POSIX: an empty variable is as good as unset
    const language = value.toLowerCase();
    if (/^fr(?![a-z])/.test(language)) return 'fr';
    if (/^en(?![a-z])/.test(language)) return 'en';
    return DEFAULT_LANG; // C, POSIX, de_DE…: the first one set decides, as for any Unix tool
  }
  return DEFAULT_LANG;
}

const current = new AsyncLocalStorage<Lang>();

/** Runs `task` with `lang` as the CLI's language, for everything it does, awaited or not. */
export function inLang<T>(lang: Lang, task: () => T): T {
  return current.run(lang, task);
}

/** The language of the run under way (English outside any run). */
export function cliLang(): Lang {
  return current.getStore() ?? DEFAULT_LANG;
}
