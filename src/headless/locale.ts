/**
 * The language a Node tool speaks in on the terminal, chosen as Unix tools choose theirs: the
 * first of LC_ALL, LC_MESSAGES and LANG that is set and not empty decides; `fr…` gives French,
 * `en…` English; C, POSIX, unset or any other language gives English, as the C locale gives a
 * tool's untranslated messages. `grattez` (src/cli/lang.ts) and `npm run qa` (src/qa/cli) share
 * it here, the neutral place both import (QA never imports the CLI). The languages are spelt out,
 * not imported: this folder imports nothing of the project.
 */

/** The language of C, POSIX, an unset locale and any language Grattez does not speak. */
const DEFAULT_LANG = 'en';

/** The environment variables the language is read from, in the order they win. */
const LOCALE_VARIABLES = ['LC_ALL', 'LC_MESSAGES', 'LANG'] as const;

/** The language a locale environment asks for (LC_ALL, then LC_MESSAGES, then LANG). */
export function langOfEnv(env: Readonly<Record<string, string | undefined>>): 'fr' | 'en' {
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
