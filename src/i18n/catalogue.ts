import type { Messages } from './fr.ts';
import type { Lang } from './lang.ts';
import { CATALOGUES } from './messages.ts';

const loaded: { [L in Lang]?: Messages } = {};
const loading: { [L in Lang]?: Promise<void> } = {};

/**
 * Loads the words of each language asked for, from its own chunk: once each, however many ask at
 * once; a load that failed (a dropped connection) is tried again by the next call. Every page and
 * command awaits it before it shows a word: the player, the studio, the QA sheet and the CLI
 * every language; the embed only its own.
 */
export async function loadMessages(langs: readonly Lang[]): Promise<void> {
  await Promise.all(
    langs
      .filter((lang) => loaded[lang] === undefined)
      .map(
        (lang) =>
          (loading[lang] ??= CATALOGUES[lang]().then(
            (words) => {
              loaded[lang] = words;
            },
            (error: unknown) => {
              delete loading[lang];
              throw error;
            },
          )),
      ),
  );
}

function loadedWords(lang: Lang): Messages {
  const words = loaded[lang];
  if (words === undefined) throw new Error(`the ${lang} words are not loaded: await loadMessages(['${lang}']) first`);
  return words;
}

/** Every word Grattez shows a person, by language: each language once loadMessages has loaded it. */
export const MESSAGES: { readonly [L in Lang]: Messages } = {
  get fr() {
    return loadedWords('fr');
  },
  get en() {
    return loadedWords('en');
  },
};
