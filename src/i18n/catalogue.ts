import type { SharedMessages } from './fr.ts';
import type { PlayerMessages } from './frPlayer.ts';
import type { Lang } from './lang.ts';
import { CATALOGUES } from './messages.ts';

/**
 * Every word Grattez shows a person, in one language: the shared words and the player's own. A key
 * in both would read one way in the player and another in the embed: the type is then `never`,
 * and nothing that shows a word compiles.
 */
export type Messages = [Extract<keyof SharedMessages, keyof PlayerMessages>] extends [never]
  ? SharedMessages & PlayerMessages
  : never;

/** What a page loads of each language: every word (the player, the tools, the CLI), or the shared words only (the embed). */
export type MessagesPart = 'all' | 'shared';

type Part = keyof (typeof CATALOGUES)[Lang];
type Words = { readonly shared: SharedMessages; readonly player: PlayerMessages };

const loaded: { [L in Lang]: { -readonly [P in Part]?: Words[P] } } = { fr: {}, en: {} };
const loading: { [L in Lang]: { [P in Part]?: Promise<void> } } = { fr: {}, en: {} };
const whole: { [L in Lang]?: Messages } = {};
const sharedOnly: { [L in Lang]?: Messages } = {};

/** Loads one part of one language's words, once however many ask at once; a failed load is tried again by the next call. */
function loadPart(lang: Lang, part: Part): Promise<void> {
  if (loaded[lang][part] !== undefined) return Promise.resolve();
  return (loading[lang][part] ??= (CATALOGUES[lang][part] as () => Promise<Words[Part]>)().then(
    (words) => {
      (loaded[lang] as Record<Part, Words[Part]>)[part] = words;
    },
    (error: unknown) => {
      delete loading[lang][part];
      throw error;
    },
  ));
}

/**
 * Loads the words of each language asked for, from their own chunks: every word (`all`, the
 * default), or only those the embed shows (`shared`). Every page and command awaits it before it
 * shows a word, so that no word, a stored-data notice at start included, is ever shown before its
 * chunk is in: the player, the studio, the QA sheet and the CLI every word of every language; the
 * embed the shared words of its own language only.
 */
export async function loadMessages(langs: readonly Lang[], part: MessagesPart = 'all'): Promise<void> {
  await Promise.all(
    langs.flatMap((lang) => [loadPart(lang, 'shared'), ...(part === 'all' ? [loadPart(lang, 'player')] : [])]),
  );
}

/** Whether every word of `lang` (the shared words and the player's own) is loaded: a page may show it at once. */
export function messagesLoaded(lang: Lang): boolean {
  return loaded[lang].shared !== undefined && loaded[lang].player !== undefined;
}

/**
 * The shared words of a language whose player's words are not loaded (the embed): a word of the
 * player's asked for there is a mistake, said as one rather than shown as nothing.
 */
function withoutPlayerWords(lang: Lang, shared: SharedMessages): Messages {
  return new Proxy(shared, {
    get(target, key, receiver) {
      if (typeof key === 'string' && !(key in target))
        throw new Error(`the ${lang} player's words (${key}) are not loaded: await loadMessages(['${lang}']) first`);
      return Reflect.get(target, key, receiver) as unknown;
    },
  }) as Messages;
}

function loadedWords(lang: Lang): Messages {
  const { shared, player } = loaded[lang];
  if (shared === undefined) throw new Error(`the ${lang} words are not loaded: await loadMessages(['${lang}']) first`);
  if (player === undefined) return (sharedOnly[lang] ??= withoutPlayerWords(lang, shared));
  return (whole[lang] ??= { ...shared, ...player });
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
